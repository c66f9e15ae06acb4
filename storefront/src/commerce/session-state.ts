import type { ResponseBodyOf } from '../../../contracts/registry/types';

type TokenAnswer = ResponseBodyOf<'getToken'>;
/** The store and employee an associate's in-store session is attached to (spec 000 sections 3 and 6). */
export type BuyInStoreSession = ResponseBodyOf<'agentLogin'>['buyInStore'];

/** What the storefront keeps of a shopper's session (spec 000 section 6: login, refresh and access expiry, employee). */
export interface SessionState {
  /** The user session id sent on auth, consumer and wishlist calls; the token answer may rebind it. */
  readonly usid: string;
  readonly accessToken?: string;
  readonly accessExpiresAt?: number;
  readonly refreshToken?: string;
  readonly refreshExpiresAt?: number;
  readonly consumerType?: TokenAnswer['consumerType'];
  readonly consumerNo?: string;
  readonly memberId?: string;
  readonly isEmployeeDiscountTCAccepted?: boolean;
  readonly basketId?: string;
  readonly favoriteId?: string;
  readonly saveForLaterId?: string;
  /** Set by the associate login (agentLogin): the shopper is served in store; orders carry inStoreSalesInfo. */
  readonly buyInStore?: BuyInStoreSession;
}

/** Refresh this long before the access token expires, so no call goes out with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

export const newUsid = (): string => `usid-${globalThis.crypto.randomUUID()}`;

export const emptySession = (): SessionState => ({ usid: newUsid() });

export const isSignedIn = (s: SessionState): boolean =>
  s.consumerType !== undefined && s.consumerType !== 'GUEST';

export const isEmployee = (s: SessionState): boolean => s.consumerType === 'EMPLOYEE';

/** An associate selling in store: favorites and saved-for-later are not loaded, no shared cart is created. */
export const isInStoreAssociate = (s: SessionState): boolean => s.buyInStore !== undefined;

/** The session after a token answer: new tokens and expiries, and the ids the answer adopts. */
export function sessionFromToken(current: SessionState, answer: TokenAnswer, now: number): SessionState {
  return {
    usid: answer.usid,
    accessToken: answer.access_token,
    accessExpiresAt: now + answer.expires_in * 1000,
    refreshToken: answer.refreshToken,
    refreshExpiresAt: now + answer.refresh_expires_in * 1000,
    consumerType: answer.consumerType,
    consumerNo: answer.consumerNo,
    memberId: answer.memberId,
    isEmployeeDiscountTCAccepted: answer.isEmployeeDiscountTCAccepted,
    basketId: answer.basketId ?? current.basketId,
    favoriteId: answer.favorites?.favoriteId ?? current.favoriteId,
    saveForLaterId: answer.saveForLaterId ?? current.saveForLaterId,
    // A refresh answers no buyInStore: the in-store session lasts as long as the employee session.
    buyInStore: answer.consumerType === 'EMPLOYEE' ? current.buyInStore : undefined,
  };
}

export type TokenNeed = 'valid' | 'refresh' | 'guest';

/** What the session needs before the next call: nothing, a refresh grant, or a fresh guest token. */
export function tokenNeed(s: SessionState, now: number): TokenNeed {
  if (s.accessToken && (s.accessExpiresAt ?? 0) - REFRESH_MARGIN_MS > now) return 'valid';
  if (s.refreshToken && (s.refreshExpiresAt ?? 0) > now) return 'refresh';
  return 'guest';
}
