import { storeId } from '../common/ids';
import { locale } from '../common/locale';
import { z } from '../zod';
import { quantity } from './cart-item';
import { variantAvailability } from './product';
import { catalogueProductId, sku } from './product-ids';

/** POST /products/v1/products/{productId}/availability (body not shown: skus with quantities, stores, postal code). */
export const availabilityRequest = z
  .object({
    items: z
      .array(z.object({ sku, qty: quantity.default(1) }))
      .min(1)
      .max(50),
    storeIds: z
      .array(storeId)
      .max(20)
      .optional()
      .openapi({ description: 'Stores to check for pickup and ship-to-store.' }),
    postalCode: z.string().trim().min(2).max(12).optional().openapi({
      description: 'Delivery postal code, for the home-delivery time estimate.',
    }),
  })
  .openapi('CatalogueAvailabilityRequest');

export const homeDeliveryAvailability = z.object({
  available: z.boolean(),
  quantity: z.number().int().min(0),
  deliveryTime: z
    .string()
    .max(40)
    .optional()
    .openapi({ description: "'same day' or an 'N-M' day range.", example: '3-5' }),
});

export const storeAvailability = z.object({
  storeId,
  pickup: z.object({ available: z.boolean(), quantity: z.number().int().min(0) }),
  sts: z.object({
    available: z.boolean().openapi({ description: 'Ship-to-store from the warehouse.' }),
    quantity: z.number().int().min(0),
    deliveryTime: z.string().max(40).optional(),
  }),
});

export const skuAvailability = z.object({
  sku,
  availability: variantAvailability,
  homeDelivery: homeDeliveryAvailability,
  stores: z.array(storeAvailability),
  allowPickupOrder: z
    .boolean()
    .openapi({ description: 'Whether a pickup order may be placed for this sku.' }),
});

export const availabilityResponse = z
  .object({ productId: catalogueProductId, items: z.array(skuAvailability) })
  .openapi('CatalogueAvailability');

/** GET /products/v2/products/{productId}/inventory: variants keyed by sku with quantity (spec 001 section 7). */
export const productInventory = z
  .object({
    productId: catalogueProductId,
    variants: z.record(
      sku,
      z.object({ quantity: z.number().int().min(0), availability: variantAvailability }),
    ),
  })
  .openapi('CatalogueInventory');

/** PUT /products/v1/notifications: back-in-stock e-mail for one variant (body not shown). */
export const backInStockRequest = z
  .object({
    email: z.email().max(254),
    productId: catalogueProductId,
    sku,
    locale,
  })
  .refine((r) => r.sku.startsWith(r.productId), {
    message: 'The sku must belong to the product',
    path: ['sku'],
  })
  .openapi('CatalogueBackInStockRequest', {
    description: 'The sku is a variant of productId (it starts with it).',
  });

export type AvailabilityRequest = z.infer<typeof availabilityRequest>;
export type SkuAvailability = z.infer<typeof skuAvailability>;
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;
export type ProductInventory = z.infer<typeof productInventory>;
export type BackInStockRequest = z.infer<typeof backInStockRequest>;
