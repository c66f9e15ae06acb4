import { consumerId, itemId, productId, saveForLaterId, storeId, upc } from '../common/ids';
import { nonNegativeAmount } from '../common/money';
import { z } from '../zod';
import { flashCode } from './flash';
import { productPromotion } from './promotions';
import { shippingMethodOption } from './shipping-method';

/** Spec 000 section 9: default quantity 1, default max quantity 999999. */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_MAX_QUANTITY = 999_999;

/** A positive whole quantity within the default maximum; requests use it. */
export const quantity = z.number().int().min(1).max(DEFAULT_MAX_QUANTITY).openapi({ example: 1 });

export const cartItemPrice = z
  .object({
    original: nonNegativeAmount,
    current: nonNegativeAmount,
    amount: nonNegativeAmount
      .optional()
      .openapi({ description: 'Unit price charged after item promotions.' }),
    rowTotal: nonNegativeAmount.openapi({ description: 'current times qty.' }),
    priceAfterItemDiscount: nonNegativeAmount.optional(),
    priceAfterOrderDiscount: nonNegativeAmount.optional(),
    highCurrent: nonNegativeAmount.optional(),
    highOriginal: nonNegativeAmount.optional(),
  })
  .openapi('CartItemPrice');

/** One delivery option of a line item (spec 000 section 3: shippingOptions). */
export const cartItemShippingOption = z
  .object({
    selected: z.boolean(),
    available: z.boolean(),
    shippingMethod: shippingMethodOption,
    storeInfo: z
      .object({
        id: storeId,
        storeInventory: z.number().int().min(0).openapi({ description: 'Units in stock at that store.' }),
      })
      .optional(),
  })
  .openapi('CartItemShippingOption');

/** Gift message of a line item. E-mail is the recipient's (digital gift cards). */
export const giftOption = z
  .object({
    email: z.email().max(254).optional(),
    to: z.string().trim().min(1).max(60),
    message: z.string().max(250).optional(),
  })
  .openapi('GiftOption');

/** Link from a cart line to the saved-for-later entry it came from. */
export const cartItemSaveForLater = z.object({
  consumerId: consumerId.optional(),
  itemId,
  saveForLaterId,
});

/** A cart line item (spec 000 section 3). `id` is the item id the cart calls take as `itemId`. */
export const cartItem = z
  .object({
    id: itemId,
    productId,
    masterId: z.string().min(1).optional().openapi({ description: 'The style (master product) id.' }),
    name: z.string().optional().openapi({ description: 'Designed: the display name, for the cart page.' }),
    imageUrl: z.string().optional().openapi({ description: 'Designed: the main image, for the cart page.' }),
    attributes: z
      .array(z.object({ name: z.string().min(1), value: z.string() }))
      .optional()
      .openapi({ description: 'Designed: variation attributes such as color and size.' }),
    qty: z.number().int().min(1),
    maxQty: z.number().int().min(1),
    upc: upc.optional(),
    slug: z.string().optional(),
    bonus: z
      .boolean()
      .optional()
      .openapi({ description: 'A gift-with-purchase line the shopper cannot change.' }),
    available: z.boolean(),
    taxTotal: nonNegativeAmount.optional(),
    pdpUrl: z.string().optional(),
    pageUrl: z.string().optional(),
    recipeId: z.string().min(1).optional().openapi({ description: 'Customised items carry their recipe.' }),
    isCustoms: z.boolean().optional(),
    isDigitalProduct: z.boolean().optional(),
    deliveryTime: z.string().optional().openapi({ example: '3-5' }),
    price: cartItemPrice,
    shippingOptions: z.array(cartItemShippingOption).optional(),
    productPromotions: z.array(productPromotion).optional(),
    giftOption: giftOption.optional(),
    saveForLater: cartItemSaveForLater.optional(),
    codes: z.array(flashCode).optional().openapi({
      description: 'Item codes such as ProductLineItemInventoryMissing (spec 000 section 8).',
    }),
  })
  .openapi('CartItem');

export type CartItemPrice = z.infer<typeof cartItemPrice>;
export type CartItemShippingOption = z.infer<typeof cartItemShippingOption>;
export type GiftOption = z.infer<typeof giftOption>;
export type CartItem = z.infer<typeof cartItem>;
