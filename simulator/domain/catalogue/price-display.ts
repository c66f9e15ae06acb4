import type { PriceDisplay } from '../../../contracts/entities/price-display';
import type { Currency, PriceSeed } from '../../db/seed/catalogue-types';
import { toMajor } from '../commerce/money';

/** Discount of current against original in percent, rounded to one decimal (spec 000 section 9). */
export function discountPercent(current: number, original: number): number {
  if (original <= 0 || current >= original) return 0;
  return Math.round(((original - current) / original) * 1000) / 10;
}

/**
 * The price display of a set of prices (one per colour): the low and high ends of the current and original
 * prices, the discount of the lowest current price against its own original, and the disclosure prices
 * where a sale applies.
 */
export function priceDisplayOf(prices: readonly PriceSeed[], currency: Currency): PriceDisplay {
  if (prices.length === 0) throw new Error('priceDisplayOf needs at least one price');
  const currents = prices.map((p) => p.current);
  const originals = prices.map((p) => p.original);
  const cheapest = prices.reduce((best, p) => (p.current < best.current ? p : best));
  const historic = prices.flatMap((p) => (p.historicBest === undefined ? [] : [p.historicBest]));
  const previous = prices.flatMap((p) => (p.previousBest === undefined ? [] : [p.previousBest]));
  return {
    lowCurrent: toMajor(Math.min(...currents)),
    highCurrent: toMajor(Math.max(...currents)),
    lowOriginal: toMajor(Math.min(...originals)),
    highOriginal: toMajor(Math.max(...originals)),
    ...(historic.length ? { historicBestPrice: toMajor(Math.min(...historic)) } : {}),
    ...(previous.length ? { previousBestSalesPrice: toMajor(Math.min(...previous)) } : {}),
    percentagePriceDiscount: discountPercent(cheapest.current, cheapest.original),
    currency,
  };
}
