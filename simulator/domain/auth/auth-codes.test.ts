import { describe, expect, it } from 'vitest';
import { decideExchange, EXCHANGE_PROCESSING_MS, newAuthCode } from './auth-codes';

const issued = new Date('2026-03-01T10:00:00.000Z');
const code = newAuthCode(
  { code: 'ac-000000000001', consumerId: 'C1', codeChallenge: 'x'.repeat(43), usid: 'usid-1234' },
  issued,
);
const at = (ms: number) => new Date(issued.getTime() + ms);
const kindOf = (d: ReturnType<typeof decideExchange>) => ('kind' in d ? d.kind : d.errorId);

describe('authorization codes', () => {
  it('start an exchange while fresh and unused', () => {
    expect(kindOf(decideExchange(code, at(1000)))).toBe('start');
  });

  it('answer AUT404 for an unknown or expired code', () => {
    expect(kindOf(decideExchange(undefined, at(0)))).toBe('AUT404');
    expect(kindOf(decideExchange(code, at(300_000)))).toBe('AUT404');
  });

  it('are in progress (AUT409) until the exchange completes, then redeliver once per 409 answered', () => {
    const started = { ...code, exchangedAt: at(1000).toISOString() };
    expect(kindOf(decideExchange(started, at(1000)))).toBe('in-progress');
    expect(kindOf(decideExchange(started, at(1000 + EXCHANGE_PROCESSING_MS - 1)))).toBe('in-progress');
    // Complete: nobody was told to retry, so a reuse is refused.
    expect(kindOf(decideExchange(started, at(1000 + EXCHANGE_PROCESSING_MS)))).toBe('AUT404');
    // One caller answered 409 retries after 2 s and receives the pair.
    const owed = { ...started, retriesOwed: 1 };
    expect(kindOf(decideExchange(owed, at(1500 + 2000)))).toBe('redeliver');
  });

  it('finish a retry within the storefront 2 s wait', () => {
    expect(EXCHANGE_PROCESSING_MS).toBeLessThan(2000);
  });
});
