import type { SessionRecord } from '../../db/account-records';

/**
 * The session behind an access token, as other areas see it (the commerce area reads the consumer and
 * the linked cart and lists; associates carry the buy-in-store session).
 */
export type Session = { token: string; usid?: string } & Pick<
  SessionRecord,
  'kind' | 'consumerId' | 'consumerType' | 'basketId' | 'favoriteId' | 'saveForLaterId' | 'buyInStore'
>;
