import { mainCallHeaders as headers } from '../common/headers';
import { itemId, saveForLaterId, shippingId, storeId } from '../common/ids';
import { address } from '../entities/address';
import { cart, cartViewQuery } from '../entities/cart';
import {
  addCartItemRequest,
  addressValidationResult,
  applicableShippingMethodsQuery,
  cartWithItemQuery,
  couponRequest,
  moveSavedItemsRequest,
  removeCartItemRequest,
  reserveWithItemRequest,
  saveItemForLaterRequest,
  setShippingMethodRequest,
  shippingAddressQuery,
  shippingAddressRequest,
  updateCartItemRequest,
} from '../entities/cart-requests';
import { cartShippingMethod } from '../entities/shipping-method';
import { buyInStoreSession } from '../entities/store-associate';
import { savedForLater } from '../entities/wishlist';
import { ERROR_ID_GROUPS } from '../errors/error-ids';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';
import {
  basketParams,
  CART_ITEM_CODES,
  CART_LOOKUP_ERRORS,
  cartAnswer,
  DELIVERY_FLASH_CODES,
  ITEM_ERRORS,
} from './cart-shared';

const PROMO_ERRORS = ERROR_ID_GROUPS.promo;
const ADDRESS_ERRORS = [
  'CHK320',
  'CHK380',
  'SHP500',
  'SHIPPING_POBOX_UNAVAILABLE',
  'CANT_SHIP_THERE',
  'PAY401',
] as const;
const cartAndSaved = z.object({ cart, saveForLater: savedForLater }).openapi('CartAndSavedForLater');

export const cartOperations = defineOperations('cart', {
  createCart: {
    method: 'post',
    path: '/cart/v1/cart',
    summary: 'Create an empty cart',
    request: {
      headers,
      body: z
        .object({ favoriteStoreId: storeId.optional(), buyInStoreSession: buyInStoreSession.optional() })
        .openapi('CreateCartRequest'),
    },
    response: cartAnswer({ description: 'The new, empty cart.', status: 201 }),
    errorIds: ['AUT401', 'AUT498', 'INVALID_CUSTOMER', 'STR404'],
    notShown:
      'Body ({} for a plain cart): optional favoriteStoreId and, for an associate, the buy-in-store session. Answers 201.',
  },
  createCartWithItem: {
    method: 'post',
    path: '/cart/v1/cartWithItem',
    summary: 'Create a cart holding one product',
    request: { headers, query: cartWithItemQuery },
    response: cartAnswer({ description: 'The new cart with the item.', status: 201 }),
    errorIds: ['AUT401', 'AUT498', 'INVALID_CUSTOMER', 'STR404', ...ITEM_ERRORS, ...CART_ITEM_CODES],
    notShown:
      'Query: productId or upc, qty (default 1), optional storeId. No body. Answers 201 with the cart.',
  },
  reserveCartWithItem: {
    method: 'post',
    path: '/cart/v1/reserveWithItem',
    summary: 'Create a cart with one reserved product',
    request: { headers, body: reserveWithItemRequest },
    response: cartAnswer({
      description: 'The new cart; reservedUntil says when the hold ends.',
      status: 201,
    }),
    errorIds: ['AUT401', 'AUT498', 'INVALID_CUSTOMER', 'INV405', 'INV407', 'INV409', ...ITEM_ERRORS],
    notShown: 'Body: productId or upc, qty, optional storeId. Stock is held until cart.reservedUntil.',
  },
  getCart: {
    method: 'get',
    path: '/cart/v1/cart/{basketId}',
    summary: 'Read a cart',
    request: { headers, params: basketParams, query: cartViewQuery },
    response: cartAnswer({ description: 'The cart.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...CART_ITEM_CODES, ...DELIVERY_FLASH_CODES],
    notShown:
      'Query: expand (paymentMethods, shippingMethods, approachingPromotions, promoSummary) and refresh.',
  },
  addCartItem: {
    method: 'post',
    path: '/cart/v1/item',
    summary: 'Add a product to the cart',
    request: { headers, body: addCartItemRequest },
    response: cartAnswer({ description: 'The cart with the item.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...ITEM_ERRORS, 'STR404', 'SHP404', ...CART_ITEM_CODES],
    notShown:
      'Body: cartId, productId or upc, qty (default 1), recipeId, storeId, shippingMethod, giftOption, saveForLater link.',
  },
  removeCartItem: {
    method: 'delete',
    path: '/cart/v1/item',
    summary: 'Remove a line from the cart',
    request: { headers, body: removeCartItemRequest },
    response: cartAnswer({ description: 'The cart without the line.' }),
    errorIds: [...CART_LOOKUP_ERRORS, 'ORD404', 'GWP_PRODUCT', 'GWP403'],
    notShown: 'Body: cartId and itemId (the cart id is not in the path of this call).',
  },
  updateCartItem: {
    method: 'put',
    path: '/cart/v1/cart/{basketId}/item',
    summary: 'Change the quantity, variant, gift option or store of a line',
    request: { headers, params: basketParams, query: cartViewQuery, body: updateCartItemRequest },
    response: cartAnswer({ description: 'The updated cart.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...ITEM_ERRORS, 'STR404', ...CART_ITEM_CODES],
    notShown:
      'Body: itemId plus at least one of qty, productId (variant), giftOption (null removes), storeId.',
  },
  applyCoupon: {
    method: 'put',
    path: '/cart/v1/coupon',
    summary: 'Apply a coupon code',
    request: { headers, query: cartViewQuery, body: couponRequest },
    response: cartAnswer({ description: 'The cart with the coupon in couponItems.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...PROMO_ERRORS],
    notShown: 'Query as getCart. A valid code that no product qualifies for is kept with applied false.',
  },
  removeCoupon: {
    method: 'delete',
    path: '/cart/v1/coupon',
    summary: 'Remove a coupon code',
    request: { headers, body: couponRequest },
    response: cartAnswer({ description: 'The cart without the coupon.' }),
    errorIds: [...CART_LOOKUP_ERRORS, 'PRM130'],
    notShown: 'Body: the same cartId and code as applying; PRM130 when the code is not on the cart.',
  },
  setShippingMethod: {
    method: 'post',
    path: '/cart/v1/shippingMethod',
    summary: 'Choose the delivery method of one or more lines',
    request: { headers, query: cartViewQuery, body: setShippingMethodRequest },
    response: cartAnswer({ description: 'The cart with the new method on the lines.' }),
    errorIds: [
      ...CART_LOOKUP_ERRORS,
      'ORD404',
      'SHP404',
      'STR404',
      'INV701',
      'ORD516',
      'ORD517',
      'ORD518',
      'CANT_SHIP_THERE',
      ...DELIVERY_FLASH_CODES,
    ],
    notShown:
      'Body: cartId, itemIds, code, storeId (pickup, sts), pudoPoint (pudo) and the collecting contact.',
  },
  getApplicableShippingMethods: {
    method: 'get',
    path: '/cart/v1/cart/{basketId}/shippingMethod/{shippingId}',
    summary: 'Shipping methods applicable to one shipment',
    request: {
      headers,
      params: basketParams.extend({ shippingId }),
      query: applicableShippingMethodsQuery,
    },
    response: {
      status: 200,
      description: 'The shipment with its applicable methods.',
      body: cartShippingMethod,
    },
    errorIds: [...CART_LOOKUP_ERRORS, 'SHP404', 'CANT_SHIP_THERE'],
    notShown:
      'Query: optional postalCode, countryCode, storeId. Answer: the shipment with applicableShippingMethods.',
  },
  setShippingAddress: {
    method: 'post',
    path: '/cart/v2/cart/{basketId}/shippingAddress',
    summary: 'Set the shipping address',
    request: { headers, params: basketParams, query: shippingAddressQuery, body: shippingAddressRequest },
    response: cartAnswer({ description: 'The cart with the address, new shipping options and taxes.' }),
    errorIds: [...CART_LOOKUP_ERRORS, ...ADDRESS_ERRORS, 'SHP410', 'AUT403', 'TAX309', 'TAX310'],
    notShown:
      'Query: shippingId (default me) and saveToAddressBook. Bot check (AUT403) only when the token is sent. ' +
      'A cart ships only to the North American country of its currency (a CA address on a USD cart: CANT_SHIP_THERE).',
  },
  removeShippingAddress: {
    method: 'delete',
    path: '/cart/v2/cart/{basketId}/shippingAddress',
    summary: 'Remove the shipping address',
    request: { headers, params: basketParams, query: shippingAddressQuery.pick({ shippingId: true }) },
    response: cartAnswer({ description: 'The cart without a shipping address.' }),
    errorIds: [...CART_LOOKUP_ERRORS, 'ADDRESS_NOT_FOUND'],
    notShown: 'Query: optional shippingId (default me).',
  },
  validateShippingAddress: {
    method: 'post',
    path: '/cart/v1/cart/{basketId}/shippingAddress/validation',
    summary: 'Validate a shipping address',
    request: { headers, params: basketParams, body: address },
    response: {
      status: 200,
      description: 'Whether it is deliverable, and corrections.',
      body: addressValidationResult,
    },
    errorIds: [...CART_LOOKUP_ERRORS, ...ADDRESS_ERRORS],
    notShown:
      'Body: the address. Answer: verified flag and suggestions; a verified address sets ' +
      "cart.verifiedShippingAddress only when it is the cart's shipping address.",
  },
  setBillingAddress: {
    method: 'post',
    path: '/cart/v1/cart/{basketId}/billingAddress',
    summary: 'Set the billing address',
    request: { headers, params: basketParams, body: address },
    response: cartAnswer({ description: 'The cart with the billing address.' }),
    errorIds: [...CART_LOOKUP_ERRORS, 'BIL400', 'BILL410', 'CHK320', 'CHK380'],
    notShown: 'Body: the address fields; BILL410 when the phone is missing.',
  },
  removeBillingAddress: {
    method: 'delete',
    path: '/cart/v1/cart/{basketId}/billingAddress',
    summary: 'Remove the billing address',
    request: { headers, params: basketParams },
    response: cartAnswer({ description: 'The cart without a billing address.' }),
    errorIds: [...CART_LOOKUP_ERRORS, 'ADDRESS_NOT_FOUND'],
  },
  saveItemForLater: {
    method: 'put',
    path: '/cart/v2/saveForLater',
    summary: 'Move a cart line to the saved-for-later list',
    request: { headers, body: saveItemForLaterRequest },
    response: { status: 200, description: 'The cart and the saved list.', body: cartAndSaved },
    errorIds: [...CART_LOOKUP_ERRORS, 'ORD404', 'GWP_PRODUCT', 'PLP400'],
    notShown:
      'Body: cartId, itemId, saveForLaterId (absent: a list is created). Answers both the cart and the list.',
  },
  moveSavedItemsToCart: {
    method: 'post',
    path: '/cart/v2/cart/{basketId}/saveForLater',
    summary: 'Move saved-for-later entries into the cart',
    request: { headers, params: basketParams, body: moveSavedItemsRequest },
    response: { status: 200, description: 'The cart and the saved list.', body: cartAndSaved },
    errorIds: [...CART_LOOKUP_ERRORS, 'PLP400', 'ITEM_OOS', 'ITEMS_OOS', ...ITEM_ERRORS],
    notShown:
      'Body: saveForLaterId and itemIds. Moved lines keep a saveForLater link; ITEM_OOS when one cannot move.',
  },
  removeSavedForLaterItem: {
    method: 'delete',
    path: '/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}',
    summary: 'Remove an entry from the saved-for-later list',
    request: {
      headers,
      params: z.object({ saveForlaterId: saveForLaterId, itemId }),
    },
    response: { status: 200, description: 'The saved list without the entry.', body: savedForLater },
    errorIds: ['AUT401', 'AUT498', 'PLP400'],
    notShown: 'Answers the updated saved-for-later list; PLP400 when the list or entry is unknown.',
  },
});
