import { basketId, itemId, productId, saveForLaterId, shippingId, storeId, upc } from '../common/ids';
import { atLeastOneOf, requiredWhen } from '../common/openapi-rules';
import { queryFlag } from '../common/query-flag';
import { z } from '../zod';
import { address } from './address';
import { DEFAULT_MAX_QUANTITY, DEFAULT_QUANTITY, giftOption, quantity } from './cart-item';
import { recaptchaResponse } from './credentials';
import { appliedLoyaltyVoucher, couponCode } from './promotions';
import { pudoPoint, shippingContact, shippingMethodCode } from './shipping-method';

/**
 * Request bodies and queries of the cart calls. The spec names only some fields (coupon payload cartId and
 * code, appliedLoyaltyVoucher, the place-order body); the rest is designed and listed in docs/decisions.md.
 */

const needsStore = (code: string) => code === 'pickup' || code === 'sts';

/** The product to add: productId or upc (at least one), quantity default 1 (spec 000 section 9). */
const productToAdd = z.object({
  productId: productId.optional(),
  upc: upc.optional(),
  qty: quantity.default(DEFAULT_QUANTITY),
  storeId: storeId.optional().openapi({ description: 'Store to pick up from or ship to.' }),
});
const hasProduct = (b: { productId?: string; upc?: string }) =>
  b.productId !== undefined || b.upc !== undefined;
const productRequired = { message: 'Send productId or upc', path: ['productId'] };

/** POST /cart/v1/item. */
export const addCartItemRequest = productToAdd
  .extend({
    cartId: basketId,
    recipeId: z.string().min(1).max(64).optional().openapi({ description: 'Customised products carry it.' }),
    shippingMethod: shippingMethodCode.optional(),
    giftOption: giftOption.optional(),
    saveForLater: z
      .object({ saveForLaterId, itemId })
      .optional()
      .openapi({ description: 'Set when the item moves from the saved-for-later list.' }),
  })
  .refine(hasProduct, productRequired)
  .refine((b) => b.shippingMethod === undefined || !needsStore(b.shippingMethod) || b.storeId !== undefined, {
    message: 'pickup and sts need storeId',
    path: ['storeId'],
  })
  .openapi('AddCartItemRequest', {
    ...atLeastOneOf('productId', 'upc'),
    ...requiredWhen('shippingMethod', ['pickup', 'sts'], ['storeId']),
  });

/** POST /cart/v1/cartWithItem query: create a cart holding one product (designed). */
export const cartWithItemQuery = productToAdd
  .extend({ qty: z.coerce.number().int().min(1).max(DEFAULT_MAX_QUANTITY).default(DEFAULT_QUANTITY) })
  .refine(hasProduct, productRequired);

/** POST /cart/v1/reserveWithItem: a cart holding one reserved product (limited releases; designed). */
export const reserveWithItemRequest = productToAdd
  .refine(hasProduct, productRequired)
  .openapi('ReserveWithItemRequest', atLeastOneOf('productId', 'upc'));

/** PUT /cart/v1/cart/{basketId}/item: change quantity, variant, gift option or store of one line. */
export const updateCartItemRequest = z
  .object({
    itemId,
    qty: quantity.optional(),
    productId: productId
      .optional()
      .openapi({ description: 'Another variant (size, color) of the same style.' }),
    giftOption: giftOption.nullable().optional().openapi({ description: 'null removes the gift option.' }),
    storeId: storeId.optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'itemId'), { message: 'Nothing to change', path: ['qty'] })
  // itemId and at least one thing to change.
  .openapi('UpdateCartItemRequest', { minProperties: 2 });

/** DELETE /cart/v1/item. */
export const removeCartItemRequest = z.object({ cartId: basketId, itemId }).openapi('RemoveCartItemRequest');

/** PUT and DELETE /cart/v1/coupon: the spec's payload, cartId and code. */
export const couponRequest = z.object({ cartId: basketId, code: couponCode }).openapi('CouponRequest');

/** POST /cart/v1/shippingMethod: one method for one or more items (per item, as the spec says). */
export const setShippingMethodRequest = z
  .object({
    cartId: basketId,
    itemIds: z.array(itemId).min(1).max(100),
    code: shippingMethodCode,
    storeId: storeId.optional(),
    pudoPoint: pudoPoint.optional(),
    address: shippingContact.optional().openapi({
      description: 'Who collects: required for pudo and pickup only in configured locales.',
    }),
  })
  .refine((b) => !needsStore(b.code) || b.storeId !== undefined, {
    message: 'pickup and sts need storeId',
    path: ['storeId'],
  })
  .refine((b) => b.code !== 'pudo' || b.pudoPoint !== undefined, {
    message: 'pudo needs pudoPoint',
    path: ['pudoPoint'],
  })
  .openapi('SetShippingMethodRequest', {
    allOf: [
      requiredWhen('code', ['pickup', 'sts'], ['storeId']),
      requiredWhen('code', ['pudo'], ['pudoPoint']),
    ],
  });

/** GET applicable shipping methods query (designed): narrow the answer to a destination or store. */
export const applicableShippingMethodsQuery = z.object({
  postalCode: z.string().min(1).max(16).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  storeId: storeId.optional(),
});

/** POST shippingAddress query (designed): which shipment, and whether to keep it in the address book. */
export const shippingAddressQuery = z.object({
  shippingId: shippingId.optional().openapi({ description: "Defaults to 'me', the home shipment." }),
  saveToAddressBook: queryFlag().optional(),
});

/** POST shippingAddress body: address fields plus the bot-check token when that option is on. */
export const shippingAddressRequest = address
  .extend({ recaptcha_response: recaptchaResponse.optional() })
  .openapi('ShippingAddressRequest');

/** Answer of the shipping address validation (designed). */
export const addressValidationResult = z
  .object({
    verified: z.boolean(),
    suggestions: z.array(address).openapi({ description: 'Corrected forms of the address, best first.' }),
  })
  .openapi('AddressValidationResult');

/** PUT /cart/v2/saveForLater: move a cart line to the saved list (created when saveForLaterId is absent). */
export const saveItemForLaterRequest = z
  .object({ cartId: basketId, itemId, saveForLaterId: saveForLaterId.optional() })
  .openapi('SaveItemForLaterRequest');

/** POST /cart/v2/cart/{basketId}/saveForLater: move saved entries into this cart. */
export const moveSavedItemsRequest = z
  .object({ saveForLaterId, itemIds: z.array(itemId).min(1).max(50) })
  .openapi('MoveSavedItemsRequest');

/** PUT /cart/v1/cart/{basketId}/reward: the spec's appliedLoyaltyVoucher; null removes it (designed). */
export const applyRewardRequest = z
  .object({ appliedLoyaltyVoucher: appliedLoyaltyVoucher.nullable() })
  .openapi('ApplyRewardRequest');

/** POST /cart/v1/deviceFingerPrint (not shown; designed): the fraud-screening blob of this browser session. */
export const deviceFingerprintRequest = z
  .object({
    sessionId: z.string().min(8).max(128),
    fingerprint: z
      .string()
      .min(1)
      .max(16_384)
      .openapi({ description: 'Opaque blob from the fraud provider script.' }),
    cartId: basketId.optional(),
  })
  .openapi('DeviceFingerprintRequest');

export type AddCartItemRequest = z.input<typeof addCartItemRequest>;
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequest>;
export type CouponRequest = z.infer<typeof couponRequest>;
export type SetShippingMethodRequest = z.infer<typeof setShippingMethodRequest>;
export type ShippingAddressRequest = z.infer<typeof shippingAddressRequest>;
export type AddressValidationResult = z.infer<typeof addressValidationResult>;
