import { describe, expect, it } from 'vitest';
import { cardOutcome, isCardExpired } from './test-cards';
import { challengePassed, decodeThreeDsResult, encodeThreeDsResult } from './three-ds';

describe('three-ds results', () => {
  it('completes only on transStatus Y', () => {
    expect(challengePassed(encodeThreeDsResult('Y'))).toBe(true);
    for (const status of ['N', 'U', 'R', 'A', 'y'])
      expect(challengePassed(encodeThreeDsResult(status))).toBe(false);
  });
  it('fails unreadable results', () => {
    expect(challengePassed('not base64 json')).toBe(false);
    expect(decodeThreeDsResult(btoa('[1]'))).toEqual({});
    expect(decodeThreeDsResult(btoa('"Y"'))).toBeUndefined();
  });
});

describe('test cards', () => {
  it('tells the ARCHITECTURE.md cards apart by bin and last four', () => {
    expect(cardOutcome('411111', '1111')).toBe('AUTHORISED');
    expect(cardOutcome('400000', '3220')).toBe('CHALLENGE');
    expect(cardOutcome('400000', '0002')).toBe('DECLINED');
    expect(cardOutcome('400000', '0119')).toBe('FRAUD');
    expect(cardOutcome('555555', '4444')).toBe('AUTHORISED');
  });
  it('expires after the expiry month', () => {
    const now = new Date('2026-03-15T00:00:00Z');
    expect(isCardExpired(3, 2026, now)).toBe(false);
    expect(isCardExpired(2, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2025, now)).toBe(true);
  });
});
