import { amount, nonNegativeAmount, percentage } from '../common/money';
import { z } from '../zod';

/**
 * Cart totals (spec 000 section 3), decimal amounts in the cart currency. A fresh cart answers zeros for
 * the required ones; shipping and tax stay absent until an address and method allow computing them.
 */
export const cartTotals = z
  .object({
    total: nonNegativeAmount,
    totalDiscount: nonNegativeAmount.openapi({ description: 'All discounts, as a positive amount.' }),
    itemTotal: nonNegativeAmount,
    totalWithoutTax: nonNegativeAmount.optional(),
    shipping: nonNegativeAmount.optional(),
    tax: nonNegativeAmount.optional(),
    remainingToPay: nonNegativeAmount.openapi({ description: 'Total minus what payment instruments cover.' }),
    totalUnits: z.number().int().min(0),
    itemSubTotal: nonNegativeAmount.optional(),
    netAmount: nonNegativeAmount.optional(),
    taxAmount: nonNegativeAmount.optional(),
    appliedRewards: nonNegativeAmount.optional(),
    discount: amount.optional().openapi({ description: 'Order-level discount, negative as an adjustment.' }),
  })
  .openapi('CartTotals');

/** Order totals add the discount as a percent of the item total, rounded to 1 decimal (spec 000 section 9). */
export const orderTotals = cartTotals
  .extend({ totalDiscountPercentage: percentage.optional() })
  .openapi('OrderTotals');

export type CartTotals = z.infer<typeof cartTotals>;
export type OrderTotals = z.infer<typeof orderTotals>;
