import type { BuyInStoreSession } from '../../../contracts/entities/store-associate';

/**
 * The session behind an access token, as other areas see it (the commerce area reads the consumer and
 * the linked cart and lists; associates carry the buy-in-store session).
 */
export type Session = {
  token: string;
  usid?: string;
  kind: 'guest' | 'registered' | 'associate';
  consumerId?: string;
  consumerType: 'GUEST' | 'REGISTERED' | 'EMPLOYEE' | 'ATHLETE' | 'PROSUMER';
  basketId?: string;
  favoriteId?: string;
  saveForLaterId?: string;
  buyInStore?: BuyInStoreSession;
};
