import { type Failure, failure } from '../../core/failure';
import type { SessionRecord } from '../../db/account-records';

/**
 * What presenting a refresh token does (OAuth 2.0 Security BCP, refresh token rotation):
 * - `rotate`: a fresh token; it is used up and the family gets a new pair;
 * - `reuse`: the token was already used, so a copy is in someone else's hands: the whole family is revoked
 *   and the caller answered `failure` (AUT404);
 * - a failure: unknown (another session's, or made up), its family revoked, or past the family's expiry.
 */
export type RefreshDecision =
  | { readonly kind: 'rotate' }
  | { readonly kind: 'reuse'; readonly failure: Failure }
  | Failure;

export function decideRefresh(pair: SessionRecord | undefined, now: Date): RefreshDecision {
  if (!pair) return failure('AUT404', 'The refresh token is not known. Please sign in again.');
  if (pair.revoked) return failure('AUT404', 'The refresh token has been revoked. Please sign in again.');
  if (pair.refreshUsedAt !== undefined) {
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
