import type { ResponseBodyOf } from '../../../contracts/registry/types';

export type TokenAnswer = ResponseBodyOf<'getToken'>;
/** The store and employee an associate's in-store session is attached to (spec 000 sections 3 and 6). */
export type BuyInStoreSession = ResponseBodyOf<'agentLogin'>['buyInStore'];

/**
 * What the storefront keeps of a shopper's session in localStorage (spec 000 section 6: login, refresh expiry,
 * employee), so reloads and other tabs keep it. Never the access token: that lives in the page's memory only
 * (session-tokens.ts, docs/decisions.md "Where the storefront keeps its tokens").
 */
export interface SessionState {
  /** The user session id sent on auth, consumer and wishlist calls; the token answer may rebind it. */
  readonly usid: string;
  /** Rotated on every use: the refresh grant always presents the one stored last (session-tokens.ts). */
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
const REFRESH_MARGIN_MS = 60_000;

const newUsid = (): string => `usid-${globalThis.crypto.randomUUID()}`;

export const emptySession = (): SessionState => ({ usid: newUsid() });

/** The access token and its expiry, held in memory for the session `holder` names (holderOf). */
export interface AccessToken {
  readonly value: string;
  readonly expiresAt: number;
  readonly holder: string;
}

/**
 * Who a session is: another tab's sign-in or sign-out changes it (and this tab's access token no longer
 * applies); its refresh rotations do not.
 */
export const holderOf = (s: SessionState): string => `${s.usid} ${s.consumerType} ${s.consumerNo}`;

/**
 * A session as stored: an access token (and its expiry) that an older storefront stored is dropped on read,
 * so it is never written back.
 */
export function restoreSession(stored: SessionState): SessionState {
  const {
    accessToken: _token,
    accessExpiresAt: _expiry,
    ...kept
  } = stored as SessionState & {
    accessToken?: unknown;
    accessExpiresAt?: unknown;
  };
  return kept;
}

export const isSignedIn = (s: SessionState): boolean =>
  s.consumerType !== undefined && s.consumerType !== 'GUEST';

export const isEmployee = (s: SessionState): boolean => s.consumerType === 'EMPLOYEE';

/** An associate selling in store: favorites and saved-for-later are not loaded, no shared cart is created. */
export const isInStoreAssociate = (s: SessionState): boolean => s.buyInStore !== undefined;

/** The session after a token answer: the new refresh token and its expiry, and the ids the answer adopts. */
export function sessionFromToken(current: SessionState, answer: TokenAnswer, now: number): SessionState {
  return {
    usid: answer.usid,
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

/**
 * What the session needs before the next call that needs a token: nothing, a refresh grant (always after a
 * page load: the access token was not kept), or a fresh guest token.
 */
export function tokenNeed(s: SessionState, access: AccessToken | undefined, now: number): TokenNeed {
  if (access && access.expiresAt - REFRESH_MARGIN_MS > now) return 'valid';
  if (s.refreshToken && (s.refreshExpiresAt ?? 0) > now) return 'refresh';
  return 'guest';
}
