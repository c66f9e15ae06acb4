import { type Failure, failure } from '../../core/failure';
import type { AuthCodeRecord } from '../../db/account-records';

/** An authorization code lives 5 minutes and is exchanged once. */
export const AUTH_CODE_SECONDS = 300;

/**
 * Exchanging a code again within this window after its first exchange answers AUT409 (duplicated token),
 * the conflict the storefront retries once after 2 s; later it is simply spent (AUT404).
 */
export const DUPLICATE_EXCHANGE_WINDOW_MS = 2000;

export function newAuthCode(
  input: Pick<AuthCodeRecord, 'code' | 'consumerId' | 'codeChallenge' | 'usid'>,
  now: Date,
): AuthCodeRecord {
  return {
    ...input,
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + AUTH_CODE_SECONDS * 1000).toISOString(),
  };
}

/** Why a code cannot be exchanged now (the verifier is checked afterwards), or undefined when it can. */
export function codeExchangeFailure(code: AuthCodeRecord | undefined, now: Date): Failure | undefined {
  if (!code) return failure('AUT404', 'The authorization code is not known.');
  if (code.usedAt) {
    const sinceUse = now.getTime() - Date.parse(code.usedAt);
    return sinceUse <= DUPLICATE_EXCHANGE_WINDOW_MS
      ? failure('AUT409')
      : failure('AUT404', 'The authorization code was already used.');
  }
  if (Date.parse(code.expiresAt) <= now.getTime())
    return failure('AUT404', 'The authorization code has expired.');
  return undefined;
}
