import { basketId, isoDateTime, storeId } from '../common/ids';
import { currencyCode } from '../common/money';
import { queryFlag } from '../common/query-flag';
import { z } from '../zod';
import { address } from './address';
import { cartItem } from './cart-item';
import { cartTotals } from './cart-totals';
import { customerNotification, flashEntry } from './flash';
import { cartPaymentInstrument, cartPaymentMethod } from './payment-instrument';
import {
  appliedLoyaltyVoucher,
  approachingPromotion,
  couponItem,
  orderPromotion,
  priceAdjustment,
  promoSummaryEntry,
} from './promotions';
import { cartShippingMethod } from './shipping-method';
import { buyInStoreSession } from './store-associate';

/**
 * The cart (spec 000 section 3). The simulator produces it and the storefront consumes it: a fresh empty
 * cart has id, currency, totalItems 0, zero totals and no items; everything else appears as it fills.
 */
export const cart = z
  .object({
    id: basketId,
    currency: currencyCode,
    totalItems: z.number().int().min(0).openapi({ description: 'Number of units in the cart.' }),
    totals: cartTotals,
    items: z.array(cartItem),
    payment_instruments: z.array(cartPaymentInstrument).optional(),
    paymentMethods: z.array(cartPaymentMethod).optional(),
    shippingMethods: z.array(cartShippingMethod).optional(),
    couponItems: z.array(couponItem).optional(),
    orderPromotions: z.array(orderPromotion).optional(),
    promoSummary: z.array(promoSummaryEntry).optional(),
    approachingPromotions: z.array(approachingPromotion).optional(),
    priceAdjustments: z
      .array(priceAdjustment)
      .optional()
      .openapi({ description: 'Designed: associate adjustments.' }),
    appliedLoyaltyVoucher: appliedLoyaltyVoucher.optional(),
    flash: z.array(flashEntry).optional(),
    customerNotifications: z.array(customerNotification).optional(),
    favoriteStoreId: storeId.optional(),
    verifiedShippingAddress: z.boolean().optional().openapi({
      description: 'True once the shipping address passed validation (designed as a flag).',
    }),
    shippingAddress: address.optional(),
    billingAddress: address.optional(),
    buyInStoreSession: buyInStoreSession
      .optional()
      .openapi({ description: 'Set while an associate sells in store.' }),
    reservedUntil: isoDateTime.optional().openapi({
      description: 'Designed: set on a cart created with reserveWithItem; the reservation ends then.',
    }),
  })
  .openapi('Cart');

/**
 * Optional query of the cart calls (the spec says "query" without naming fields; designed). `expand`
 * adds the sections that cost extra lookups; `refresh` re-checks stock and prices, adding flash entries.
 */
export const CART_EXPANSIONS = [
  'paymentMethods',
  'shippingMethods',
  'approachingPromotions',
  'promoSummary',
] as const;
export const cartViewQuery = z.object({
  expand: z
    .string()
    .regex(
      new RegExp(`^(${CART_EXPANSIONS.join('|')})(,(${CART_EXPANSIONS.join('|')}))*$`),
      `expand is a comma-separated list of ${CART_EXPANSIONS.join(', ')}`,
    )
    .optional(),
  refresh: queryFlag().optional(),
});

export type Cart = z.infer<typeof cart>;
export type CartViewQuery = z.infer<typeof cartViewQuery>;
