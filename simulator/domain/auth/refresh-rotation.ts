import type { SessionRecord } from '../../db/account-records';
import { type Failure, failure } from '../failure';

/**
 * What presenting a refresh token does (OAuth 2.0 Security BCP, refresh token rotation):
 * - `rotate`: a fresh token; it is used up and the family gets a new pair;
 * - `rotate` too for a token used up less than REUSE_GRACE_SECONDS ago: tabs that load together each refresh
 *   (one after the other under the storefront's lock, but a browser hands one tab's stored token to another
 *   a moment late), so the late one gets a pair of its own in the family, as Okta's grace period and Auth0's
 *   reuse interval do;
 * - `reuse`: the token was used up earlier, so a copy is in someone else's hands: the whole family is revoked
 *   and the caller answered `failure` (AUT404);
 * - a failure: unknown (another session's, or made up), its family revoked, or past the family's expiry.
 */
export type RefreshDecision =
  | { readonly kind: 'rotate' }
  | { readonly kind: 'reuse'; readonly failure: Failure }
  | Failure;

/** How long a used refresh token may be presented again (a concurrent tab), on the world clock. */
export const REUSE_GRACE_SECONDS = 30;

export function decideRefresh(pair: SessionRecord | undefined, now: Date): RefreshDecision {
  if (!pair) return failure('AUT404', 'The refresh token is not known. Please sign in again.');
  if (pair.revoked) return failure('AUT404', 'The refresh token has been revoked. Please sign in again.');
  const usedAt = pair.refreshUsedAt === undefined ? undefined : Date.parse(pair.refreshUsedAt);
  if (usedAt !== undefined && now.getTime() - usedAt > REUSE_GRACE_SECONDS * 1000) {
    return {
      kind: 'reuse',
      failure: failure('AUT404', 'The refresh token was already used. Please sign in again.'),
    };
  }
  if (Date.parse(pair.refreshExpiresAt) <= now.getTime()) {
    return failure('AUT404', 'The refresh token has expired. Please sign in again.');
  }
  return { kind: 'rotate' };
}
