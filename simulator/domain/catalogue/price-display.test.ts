import { describe, expect, it } from 'vitest';
import { priceDisplay } from '../../../contracts/entities/price-display';
import { colorPrices } from '../../db/seed/catalogue-pricing';
import { discountPercent, priceDisplayOf } from './price-display';

describe('price display', () => {
  it('rounds the discount to one decimal and is 0 without a sale', () => {
    expect(discountPercent(13495, 18000)).toBe(25);
    expect(discountPercent(6666, 10000)).toBe(33.3);
    expect(discountPercent(10000, 10000)).toBe(0);
  });

  it('gives a single price for one colour, in major units', () => {
    const p = priceDisplayOf([colorPrices(22900).USD], 'USD');
    expect(p).toEqual({
      lowCurrent: 229,
      highCurrent: 229,
      lowOriginal: 229,
      highOriginal: 229,
      percentagePriceDiscount: 0,
      currency: 'USD',
    });
  });

  it('gives the range and the disclosure prices when one colour is on sale', () => {
    const p = priceDisplayOf([colorPrices(34900).USD, colorPrices(34900, 20).USD], 'USD');
    // 20% off 349.00 is 279.20: the .95 price point (278.95) would read 20.1% off.
    expect(p.lowCurrent).toBe(279.2);
    expect(p.highCurrent).toBe(349);
    expect(p.lowOriginal).toBe(349);
    expect(p.percentagePriceDiscount).toBe(20);
    expect(p.historicBestPrice).toBeGreaterThanOrEqual(p.lowCurrent);
    expect(p.previousBestSalesPrice).toBeDefined();
    expect(priceDisplay.safeParse(p).success).toBe(true);
  });

  it('prices Canadian products in CAD', () => {
    expect(priceDisplayOf([colorPrices(10000).CAD], 'CAD')).toMatchObject({
      lowCurrent: 134.95,
      currency: 'CAD',
    });
  });
});
