import { describe, expect, it } from 'vitest';
import { codeExchangeFailure, newAuthCode } from './auth-codes';

const issued = new Date('2026-03-01T10:00:00.000Z');
const code = newAuthCode(
  { code: 'ac-000000000001', consumerId: 'C1', codeChallenge: 'x'.repeat(43), usid: 'usid-1234' },
  issued,
);
const at = (ms: number) => new Date(issued.getTime() + ms);

describe('authorization codes', () => {
  it('can be exchanged while fresh and unused', () => {
    expect(codeExchangeFailure(code, at(1000))).toBeUndefined();
  });

  it('answers AUT404 for an unknown or expired code', () => {
    expect(codeExchangeFailure(undefined, at(0))?.errorId).toBe('AUT404');
    expect(codeExchangeFailure(code, at(300_000))?.errorId).toBe('AUT404');
  });

  it('answers AUT409 for a second exchange within 2 s of the first, AUT404 after', () => {
    const used = { ...code, usedAt: at(1000).toISOString() };
    expect(codeExchangeFailure(used, at(1500))?.errorId).toBe('AUT409');
    expect(codeExchangeFailure(used, at(3000))?.errorId).toBe('AUT409');
    expect(codeExchangeFailure(used, at(3001))?.errorId).toBe('AUT404');
  });
});
