import { shippingId, storeId } from '../common/ids';
import { nonNegativeAmount } from '../common/money';
import { z } from '../zod';

/**
 * Shipping method codes (spec 000 section 3). `me` is the default home delivery; `standard` a plain home
 * method; `pickup` in store; `sts` ship to store; `pudo` a collection point; `digital` e-mail delivery;
 * `customs` made-to-order (customised) goods.
 */
export const SHIPPING_METHOD_CODES = [
  'standard',
  'digital',
  'pickup',
  'pudo',
  'sts',
  'customs',
  'me',
] as const;
export const shippingMethodCode = z.enum(SHIPPING_METHOD_CODES).openapi('ShippingMethodCode');

/** Methods that need a store. */
export const STORE_SHIPPING_METHOD_CODES = ['pickup', 'sts'] as const satisfies readonly ShippingMethodCode[];

/** One method the shopper can choose (an item's `shippingOptions[].shippingMethod`, an applicable method). */
export const shippingMethodOption = z
  .object({
    code: shippingMethodCode,
    label: z.string().min(1),
    price: nonNegativeAmount,
    deliveryTime: z.string().min(1).optional().openapi({
      description: "'same day' or an 'N-M' day range; the storefront sorts by it (spec 000 section 9).",
      example: '3-5',
    }),
  })
  .openapi('ShippingMethodOption');

/** A collection point chosen for `pudo` (not shown; designed). */
export const pudoPoint = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().min(1).optional(),
    addressLine1: z.string().optional(),
    city: z.string().optional(),
    postalCode: z.string().optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  })
  .openapi('PudoPoint');

/** Who collects or receives: the spec shows firstName, lastName, email; phone is added for collection points. */
export const shippingContact = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

/** One shipment group of the cart (spec 000 section 3: shippingId, code, storeId, address, applicable methods). */
export const cartShippingMethod = z
  .object({
    shippingId,
    code: shippingMethodCode,
    storeId: storeId.optional(),
    pudoPoint: pudoPoint.optional(),
    address: shippingContact.optional(),
    applicableShippingMethods: z.array(shippingMethodOption).optional(),
  })
  .openapi('CartShippingMethod');

export type ShippingMethodCode = z.infer<typeof shippingMethodCode>;
export type ShippingMethodOption = z.infer<typeof shippingMethodOption>;
export type PudoPoint = z.infer<typeof pudoPoint>;
export type ShippingContact = z.infer<typeof shippingContact>;
export type CartShippingMethod = z.infer<typeof cartShippingMethod>;
