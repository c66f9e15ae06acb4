import { describe, expect, it } from 'vitest';
import { employeeCapRefusal, spendAfter } from './employee-spend';

const spend = { currentSpend: 25_000, annualCap: 100_000 };

describe('employee spend', () => {
  it('lets an order reach the annual cap exactly, and refuses one that passes it with PYT400', () => {
    expect(employeeCapRefusal(spend, 75_000)).toBeUndefined();
    expect(employeeCapRefusal(spend, 75_001)).toEqual({
      ok: false,
      errorId: 'PYT400',
      message:
        'This order (750.01) would take your employee spend past its annual cap of 1000.00: 750.00 left this year.',
    });
    expect(employeeCapRefusal({ currentSpend: 100_000, annualCap: 100_000 }, 1)?.errorId).toBe('PYT400');
  });

  it('grows with an order and shrinks, never below zero, when one is given back', () => {
    expect(spendAfter(25_000, 6_870)).toBe(31_870);
    expect(spendAfter(31_870, -6_870)).toBe(25_000);
    expect(spendAfter(1_000, -5_000)).toBe(0);
  });
});
