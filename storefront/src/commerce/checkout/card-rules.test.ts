import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, cvcLength, isExpired, parseExpiry, passesLuhn } from './card-rules';

describe('card rules', () => {
  it('checks the Luhn sum of the test cards and refuses a changed digit', () => {
    for (const n of ['4111111111111111', '4000000000003220', '4000000000000002', '4000000000000119'])
      expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111')).toBe(false);
    expect(passesLuhn('4111a11111111111')).toBe(false);
  });

  it('drops spaces and dashes from a typed number', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('tells the brand from the BIN', () => {
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('2221000000000009')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6011111111111117')).toBe('DISCOVER');
    expect(cardBrand('3530111333300000')).toBe('JCB');
    expect(cardBrand('30569309025904')).toBe('DINERS');
    expect(cardBrand('9999999999999995')).toBeUndefined();
    expect(cvcLength('AMEX')).toBe(4);
    expect(cvcLength('VISA')).toBe(3);
  });

  it('reads MM/YY and MM/YYYY and refuses a month that does not exist', () => {
    expect(parseExpiry('03/29')).toEqual({ month: 3, year: 2029 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('0329')).toBeUndefined();
  });

  it('a card is valid through its expiry month (FE309 after it)', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});
