import { itemId } from '../common/ids';
import { amount } from '../common/money';
import { absent, allRules, atMost, together, when } from '../common/openapi-rules';
import { z } from '../zod';
import { applicableLoyaltyVoucher } from './loyalty';

export const promotionLevel = z.enum(['ORDER', 'PRODUCT', 'SHIPPING']).openapi('PromotionLevel');

/** One entry of the cart's or order's promoSummary (spec 000 section 3). */
export const promoSummaryEntry = z
  .object({
    promotionId: z.string().min(1),
    promotionName: z.string().min(1),
    level: promotionLevel,
    calloutMessage: z.string().optional(),
    approachingDisplayLevel: z.string().optional().openapi({
      description: 'Where an approaching notice for this promotion shows (designed: cart, minicart, pdp).',
    }),
  })
  .openapi('PromoSummaryEntry');

/**
 * A promotion the shopper is close to earning. `message` is meant to split into exactly 3 pipe-separated
 * parts; the storefront ignores it otherwise (spec 000 section 5), so the contract accepts any text.
 */
export const approachingPromotion = z
  .object({
    id: z.string().min(1),
    message: z.string(),
    contexts: z.array(z.string().min(1)).openapi({ description: 'Where it may show, e.g. cart, minicart.' }),
  })
  .openapi('ApproachingPromotion');

/** A promotion applied to a line item (spec 000 section 3: productPromotions). `price` is the adjustment. */
export const productPromotion = z
  .object({
    couponCode: z.string().optional(),
    promotionId: z.string().min(1),
    campaignId: z.string().optional(),
    price: amount.openapi({ description: 'The adjustment, negative for a discount.', example: -10 }),
  })
  .openapi('ProductPromotion');

/** A promotion applied to the whole order or its shipping (fields beyond productPromotions designed). */
export const orderPromotion = productPromotion
  .extend({
    promotionName: z.string().optional(),
    calloutMessage: z.string().optional(),
    level: promotionLevel.optional(),
  })
  .openapi('OrderPromotion');

/** A coupon code entered on the cart (not shown; designed as the commerce backends send it). */
export const couponItem = z
  .object({
    couponItemId: z.string().min(1).optional(),
    code: z.string().min(1),
    valid: z.boolean(),
    applied: z
      .boolean()
      .openapi({ description: 'False while valid but no qualifying product is in the cart.' }),
    promotionIds: z.array(z.string().min(1)).optional(),
  })
  .openapi('CouponItem');

/** A manual price adjustment an associate made (not shown; designed). */
export const priceAdjustment = z
  .object({
    adjustmentId: z.string().min(1).max(64),
    level: z.enum(['ITEM', 'ORDER']),
    itemId: itemId.optional(),
    type: z.enum(['AMOUNT', 'PERCENT']),
    value: z.number().positive(),
    reasonCode: z.string().min(1).max(32),
    price: amount.openapi({ description: 'The resulting adjustment in the cart currency, negative.' }),
    storeEmployeeId: z.string().min(1).optional(),
  })
  .openapi('PriceAdjustment');

/** Coupon code as a shopper types it: trimmed, 1 to 64 characters. */
export const couponCode = z.string().trim().min(1).max(64).openapi({ example: 'SPRING20' });

/** The loyalty voucher applied to the cart (PUT reward): one of the member's applicableLoyaltyVouchers. */
export const appliedLoyaltyVoucher = applicableLoyaltyVoucher.openapi('AppliedLoyaltyVoucher');

const adjustmentChange = z.object({
  type: z.enum(['AMOUNT', 'PERCENT']),
  value: z.number().positive(),
  reasonCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/, 'Reason codes are 2 to 32 upper-case letters, digits or _'),
});
const PERCENT_MAX = 100;
const percentWithin100 = (b: { type?: string; value?: number }) =>
  b.type !== 'PERCENT' || (b.value ?? 0) <= PERCENT_MAX;
const percentMessage = { message: `A percent adjustment is at most ${PERCENT_MAX}`, path: ['value'] };
const percentInSchema = when('type', ['PERCENT'], atMost('value', PERCENT_MAX));

/** POST price_adjustments (field lists not shown; designed). ITEM level needs itemId. */
export const addPriceAdjustmentRequest = adjustmentChange
  .extend({ level: z.enum(['ITEM', 'ORDER']), itemId: itemId.optional() })
  .refine((b) => (b.level === 'ITEM') === (b.itemId !== undefined), {
    message: 'itemId is required for ITEM level and not allowed for ORDER level',
    path: ['itemId'],
  })
  .refine(percentWithin100, percentMessage)
  .openapi('AddPriceAdjustmentRequest', {
    ...allRules(when('level', ['ITEM'], { required: ['itemId'] }, absent('itemId')), percentInSchema),
    description: 'ITEM level needs itemId and ORDER level takes none; a PERCENT value is at most 100.',
  });

/** PATCH price_adjustments/{adjustmentId}: any of type, value, reasonCode (type and value together). */
export const updatePriceAdjustmentRequest = adjustmentChange
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change', path: ['value'] })
  .refine((b) => (b.type === undefined) === (b.value === undefined), {
    message: 'Send type and value together',
    path: ['value'],
  })
  .refine(percentWithin100, percentMessage)
  .openapi('UpdatePriceAdjustmentRequest', {
    minProperties: 1,
    ...together('type', 'value'),
    ...percentInSchema,
    description:
      'Any of type, value and reasonCode; type and value together; a PERCENT value is at most 100.',
  });

export type PromotionLevel = z.infer<typeof promotionLevel>;
export type PromoSummaryEntry = z.infer<typeof promoSummaryEntry>;
export type ApproachingPromotion = z.infer<typeof approachingPromotion>;
export type ProductPromotion = z.infer<typeof productPromotion>;
export type OrderPromotion = z.infer<typeof orderPromotion>;
export type CouponItem = z.infer<typeof couponItem>;
export type PriceAdjustment = z.infer<typeof priceAdjustment>;
export type AddPriceAdjustmentRequest = z.infer<typeof addPriceAdjustmentRequest>;
export type UpdatePriceAdjustmentRequest = z.infer<typeof updatePriceAdjustmentRequest>;
export type AppliedLoyaltyVoucher = z.infer<typeof appliedLoyaltyVoucher>;
