import { currencyCode, nonNegativeAmount, percentage } from '../common/money';
import { z } from '../zod';

/** True when a number has at most one decimal (25.5 yes, 25.55 no), allowing for binary float noise. */
export function hasOneDecimalAtMost(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/**
 * Price display of a product or tile (spec 000 section 3): the low and high ends of the current and
 * original price ranges (equal for a single-price product), the best prices for price-reduction
 * disclosure, and the discount percent rounded to 1 decimal (spec 000 section 9).
 */
export const priceDisplay = z
  .object({
    lowCurrent: nonNegativeAmount,
    highCurrent: nonNegativeAmount,
    lowOriginal: nonNegativeAmount,
    highOriginal: nonNegativeAmount,
    historicBestPrice: nonNegativeAmount.optional().openapi({
      description: 'Lowest price of the reference period, where price-reduction disclosure applies.',
    }),
    previousBestSalesPrice: nonNegativeAmount.optional().openapi({
      description: 'Best sale price before the current promotion, where price-reduction disclosure applies.',
    }),
    percentagePriceDiscount: percentage
      .refine(hasOneDecimalAtMost, 'Percent discount must be rounded to 1 decimal')
      .openapi({
        description: 'Discount of lowCurrent against lowOriginal, rounded to 1 decimal; 0 when none.',
      }),
    currency: currencyCode,
  })
  .refine((p) => p.lowCurrent <= p.highCurrent, {
    message: 'lowCurrent must not exceed highCurrent',
    path: ['highCurrent'],
  })
  .refine((p) => p.lowOriginal <= p.highOriginal, {
    message: 'lowOriginal must not exceed highOriginal',
    path: ['highOriginal'],
  })
  .openapi('PriceDisplay');

export type PriceDisplay = z.infer<typeof priceDisplay>;
