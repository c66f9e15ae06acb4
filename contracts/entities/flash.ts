import { itemId, productId, storeId } from '../common/ids';
import { FLASH_CODES } from '../errors/error-ids';
import { z } from '../zod';
import { shippingMethodCode } from './shipping-method';

export const flashCode = z.enum(FLASH_CODES).openapi('FlashCode', {
  description: 'Flash and item codes a cart or order carries (spec 000 section 8).',
});

/**
 * What the storefront should do about a flash entry. The spec shows only `details.action`; the values
 * are our design (docs/decisions.md).
 */
export const flashAction = z
  .enum([
    'THREE_DS_CHALLENGE',
    'SHIPPING_METHOD_CHANGED',
    'RETURN_TO_SHIPPING',
    'QUANTITY_REDUCED',
    'ITEM_REMOVED',
    'OPTION_REQUIRED',
    'NOTIFY',
  ])
  .openapi('FlashAction');

/** Details of a flash entry: the action plus whatever the action needs (designed, spec shows `action` only). */
export const flashDetails = z.object({
  action: flashAction,
  itemId: itemId.optional(),
  productId: productId.optional(),
  fromShippingMethod: shippingMethodCode.optional(),
  toShippingMethod: shippingMethodCode.optional(),
  storeId: storeId.optional(),
  maxQty: z.number().int().min(1).optional().openapi({ description: 'Set with ProductItemMaxQuantity.' }),
  sessionID: z.string().min(1).optional().openapi({
    description: 'PaymentNotAuthorized: the 3-D Secure session to send back in the order patch.',
  }),
  challengeToken: z.string().min(1).optional().openapi({
    description: 'PaymentNotAuthorized: opaque token the three-ds challenge dialog renders.',
  }),
  paymentInstrumentId: z.string().min(1).optional(),
});

/** A flash entry on a cart or an order, or inside an error's details (spec 000 sections 3 and 8). */
export const flashEntry = z
  .object({
    code: flashCode,
    details: flashDetails,
    message: z.string().min(1),
  })
  .openapi('FlashEntry');

/** A cart-level notice for the shopper (not shown in the spec; designed). */
export const customerNotification = z
  .object({
    code: z.enum(['CART_ITEMS_MERGED', 'CART_EXPIRED', 'ORDER_UPDATED', 'PRICE_CHANGED', 'GENERIC']),
    severity: z.enum(['info', 'warning', 'error']),
    message: z.string().min(1),
  })
  .openapi('CustomerNotification');

export type FlashAction = z.infer<typeof flashAction>;
export type FlashEntry = z.infer<typeof flashEntry>;
export type CustomerNotification = z.infer<typeof customerNotification>;
