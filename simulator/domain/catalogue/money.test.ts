import { describe, expect, it } from 'vitest';
import { currencyForLocale, formatMoney, toMajor, toMinor } from './money';

describe('catalogue money', () => {
  it('converts between major and minor units without float drift', () => {
    expect(toMinor(89.95)).toBe(8995);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMajor(13495)).toBe(134.95);
  });

  it('prices Canadian locales in CAD and every other locale in USD', () => {
    expect(currencyForLocale('fr-CA')).toBe('CAD');
    expect(currencyForLocale('en-us')).toBe('USD');
    expect(currencyForLocale(undefined)).toBe('USD');
  });

  it('shows CAD as its code and USD as a symbol', () => {
    expect(formatMoney(5000, 'USD')).toBe('$50');
    expect(formatMoney(13495, 'USD')).toBe('$134.95');
    expect(formatMoney(5000, 'CAD').replace(/\s/g, ' ')).toBe('CAD 50');
  });
});
