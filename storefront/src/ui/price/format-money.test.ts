import { describe, expect, it } from 'vitest';
import { currencyDisplayFor, formatLoyaltyMoney, formatMoney, percentOff } from './format-money';

/** Intl uses no-break and narrow no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatMoney (spec 000 section 9: CAD as its code, otherwise a symbol)', () => {
  it('en-us USD uses the dollar sign', () => {
    expect(formatMoney(1234.5, 'USD', 'en-us')).toBe('$1,234.50');
  });

  it('en-ca CAD shows the code CAD', () => {
    expect(plain(formatMoney(1234.5, 'CAD', 'en-ca'))).toBe('CAD 1,234.50');
  });

  it('fr-ca CAD shows the code after the amount with French separators', () => {
    expect(plain(formatMoney(1234.5, 'CAD', 'fr-ca'))).toBe('1 234,50 CAD');
  });

  it('en-gb GBP uses £ before the amount', () => {
    expect(formatMoney(1234.5, 'GBP', 'en-gb')).toBe('£1,234.50');
  });

  it('fr-fr EUR places € after the amount', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'fr-fr'))).toBe('1 234,50 €');
  });

  it('a symbol, not a code, for USD in Canada and lower-case codes', () => {
    expect(formatMoney(5, 'usd', 'en-ca')).toBe('$5.00');
    expect(currencyDisplayFor('cad')).toBe('code');
    expect(currencyDisplayFor('USD')).toBe('narrowSymbol');
  });

  it('zero', () => {
    expect(formatMoney(0, 'USD', 'en-us')).toBe('$0.00');
  });
});

describe('formatLoyaltyMoney (no minimum fraction digits)', () => {
  it('drops the cents of whole amounts only', () => {
    expect(formatLoyaltyMoney(5, 'USD', 'en-us')).toBe('$5');
    expect(plain(formatLoyaltyMoney(10, 'CAD', 'fr-ca'))).toBe('10 CAD');
    expect(formatLoyaltyMoney(5.5, 'USD', 'en-us')).toBe('$5.50');
    expect(formatMoney(5, 'USD', 'en-us')).toBe('$5.00');
  });
});

describe('percentOff (rounded to 1 decimal)', () => {
  it('rounds to one decimal', () => {
    expect(percentOff(150, 100)).toBe(33.3);
    expect(percentOff(90, 60)).toBe(33.3);
    expect(percentOff(3, 1)).toBe(66.7);
    expect(percentOff(100, 75)).toBe(25);
    expect(percentOff(199.99, 149.99)).toBe(25);
  });

  it('is 0 without a discount or an original price', () => {
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(100, 120)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });
});
