import { describe, expect, it } from 'vitest';
import { allocate, applyBasisPoints, formatMoney, percentOf, toMajor, toMinor } from './money';

describe('money', () => {
  it('converts between major and minor units without float noise', () => {
    expect(toMinor(89.95)).toBe(8995);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(8995)).toBe(89.95);
  });

  it('takes percents and basis points in whole minor units', () => {
    expect(percentOf(9999, 20)).toBe(2000);
    expect(applyBasisPoints(10000, 725)).toBe(725);
    expect(applyBasisPoints(1999, 1300)).toBe(260);
  });

  it('allocates an amount over weights exactly', () => {
    const parts = allocate(1000, [3333, 3333, 3334]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(allocate(1, [1, 1])).toEqual([1, 0]);
    expect(allocate(500, [0, 0])).toEqual([0, 0]);
  });

  it('formats CAD with its code and USD with a symbol', () => {
    expect(formatMoney(1500, 'USD')).toBe('$15.00');
    expect(formatMoney(1500, 'CAD')).toMatch(/^CAD\s?15\.00$/);
  });

  it('drops the cents of whole amounts when asked (facet labels)', () => {
    const whole = { wholeWithoutCents: true };
    expect(formatMoney(5000, 'USD', 'en-US', whole)).toBe('$50');
    expect(formatMoney(13495, 'USD', 'en-US', whole)).toBe('$134.95');
    expect(formatMoney(5000, 'CAD', 'en-US', whole).replace(/\s/g, ' ')).toBe('CAD 50');
  });
});
