import { describe, expect, it } from 'vitest';
import { hasOneDecimalAtMost, priceDisplay } from './price-display';

const sale = {
  lowCurrent: 74.97,
  highCurrent: 89.97,
  lowOriginal: 99.95,
  highOriginal: 119.95,
  historicBestPrice: 74.97,
  previousBestSalesPrice: 79.95,
  percentagePriceDiscount: 25,
  currency: 'USD',
};

describe('price display', () => {
  it('accepts a discounted price range', () => {
    expect(priceDisplay.parse(sale)).toEqual(sale);
  });

  it('accepts a single undiscounted price without best-price fields', () => {
    const full = {
      lowCurrent: 50,
      highCurrent: 50,
      lowOriginal: 50,
      highOriginal: 50,
      percentagePriceDiscount: 0,
      currency: 'CAD',
    };
    expect(priceDisplay.safeParse(full).success).toBe(true);
  });

  it('requires the percent discount rounded to 1 decimal', () => {
    expect(priceDisplay.safeParse({ ...sale, percentagePriceDiscount: 25.5 }).success).toBe(true);
    expect(priceDisplay.safeParse({ ...sale, percentagePriceDiscount: 25.55 }).success).toBe(false);
    expect(hasOneDecimalAtMost(0.1 + 0.2)).toBe(true);
  });

  it('rejects negative amounts, inverted ranges, a lower-case currency and a missing field', () => {
    expect(priceDisplay.safeParse({ ...sale, lowCurrent: -1 }).success).toBe(false);
    expect(priceDisplay.safeParse({ ...sale, lowCurrent: 95, highCurrent: 90 }).success).toBe(false);
    expect(priceDisplay.safeParse({ ...sale, currency: 'usd' }).success).toBe(false);
    const { lowOriginal: _omitted, ...missing } = sale;
    expect(priceDisplay.safeParse(missing).success).toBe(false);
  });
});
