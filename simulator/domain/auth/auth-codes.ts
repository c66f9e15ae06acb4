import type { AuthCodeRecord } from '../../db/account-records';
import { type Failure, failure } from '../failure';

/** An authorization code lives 5 minutes and is exchanged once. */
const AUTH_CODE_SECONDS = 300;

/**
 * An exchange takes this long on the world clock to complete. A second exchange of the same code during it
 * answers AUT409 (in progress); the storefront's one retry after 2 s then finds it complete.
 */
export const EXCHANGE_PROCESSING_MS = 1500;

export function newAuthCode(
  input: Pick<AuthCodeRecord, 'code' | 'consumerId' | 'codeChallenge' | 'usid'>,
  now: Date,
): AuthCodeRecord {
  return {
    ...input,
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + AUTH_CODE_SECONDS * 1000).toISOString(),
    retriesOwed: 0,
  };
}

/**
 * What an exchange of this code does now (the verifier has been checked):
 * - `start`: a fresh code; run the exchange and answer its token pair;
 * - `in-progress`: the first exchange is still processing; answer AUT409 and owe this caller the pair;
 * - `redeliver`: a retry after a 409, the exchange complete; answer the same token pair, once;
 * - a failure: unknown, expired, or already used with no retry owed (AUT404).
 */
type ExchangeDecision = { kind: 'start' } | { kind: 'in-progress' } | { kind: 'redeliver' } | Failure;

export function decideExchange(code: AuthCodeRecord | undefined, now: Date): ExchangeDecision {
  if (!code) return failure('AUT404', 'The authorization code is not known.');
  if (code.exchangedAt) {
    const completesAt = Date.parse(code.exchangedAt) + EXCHANGE_PROCESSING_MS;
    if (now.getTime() < completesAt) return { kind: 'in-progress' };
    if (code.retriesOwed > 0) return { kind: 'redeliver' };
    return failure('AUT404', 'The authorization code was already used.');
  }
  if (Date.parse(code.expiresAt) <= now.getTime())
    return failure('AUT404', 'The authorization code has expired.');
  return { kind: 'start' };
}
