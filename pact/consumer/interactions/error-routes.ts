import { expect } from 'vitest';
import { recoveryFor } from '../../../storefront/src/commerce/cart-recovery';
import { classifyCartFailure } from '../../../storefront/src/features/cart/add-to-cart-failure';
import { errorOf, interaction } from '../pact-interaction';

const CART_VIEW = { expand: 'shippingMethods,approachingPromotions,promoSummary' } as const;

/**
 * One error interaction per handling route of spec 000 section 8, each an error the storefront's cart calls
 * handle: recreate the cart, reset it and reload, item level, inline at the input, top banner, top
 * notification, toast, and back to shipping. The checks are the storefront's own decisions on the error.
 */
export const errorRouteInteractions = [
  interaction('getCart', {
    description: 'a request for a cart the backend does not know',
    states: ['the cart does not exist'],
    input: (v) => ({ params: { basketId: v.cartId }, query: CART_VIEW }),
    error: { errorId: 'BSK404', route: 'recreate-cart-and-retry' },
    check: (outcome) => expect(recoveryFor(errorOf(outcome))).toEqual({ kind: 'recreate' }),
  }),
  interaction('addCartItem', {
    description: 'a request to add to a cart the backend does not know',
    states: ['the cart does not exist'],
    input: (v) => ({ body: { cartId: v.cartId, productId: v.sku, qty: 1 } }),
    error: { errorId: 'CART_NOT_FOUND', route: 'top-notification' },
    check: (outcome) => expect(recoveryFor(errorOf(outcome))).toEqual({ kind: 'recreate' }),
  }),
  interaction('getCart', {
    description: "a request for another shopper's cart",
    states: ['the cart belongs to another shopper'],
    input: (v) => ({ params: { basketId: v.cartId }, query: CART_VIEW }),
    error: { errorId: 'AUT498', route: 'reset-cart-and-reload' },
    check: (outcome) => expect(recoveryFor(errorOf(outcome))).toEqual({ kind: 'reset', reloadAfterMs: 4000 }),
  }),
  interaction('addCartItem', {
    description: 'a request to add a variant that is out of stock everywhere',
    states: ['a guest cart and a variant out of stock everywhere'],
    input: (v) => ({ body: { cartId: v.cartId, productId: v.sku, qty: 1 } }),
    error: { errorId: 'INV700', route: 'item-level' },
    check: (outcome, v) =>
      expect(classifyCartFailure(errorOf(outcome), null, { productId: v.sku })).toEqual({
        kind: 'item',
        errorId: 'INV700',
      }),
  }),
  interaction('applyCoupon', {
    description: 'a request to apply an expired coupon',
    states: ['a guest cart and an expired coupon'],
    input: (v) => ({ query: CART_VIEW, body: { cartId: v.cartId, code: v.couponCode } }),
    error: { errorId: 'PRM155', route: 'inline-at-input' },
  }),
  interaction('getApplicableShippingMethods', {
    description: 'a request for delivery methods to a country the site does not ship to',
    states: ['a guest cart with two lines'],
    input: (v) => ({
      params: { basketId: v.cartId, shippingId: v.shippingId },
      query: { countryCode: 'JP' },
    }),
    error: { errorId: 'CANT_SHIP_THERE', route: 'top-banner' },
  }),
  interaction('setShippingMethod', {
    description: 'a request to pick up a line in a store that offers no pickup',
    states: ['a guest cart and a store without pickup'],
    input: (v) => ({
      query: CART_VIEW,
      body: { cartId: v.cartId, itemIds: [v.itemId], code: 'pickup', storeId: v.storeId },
    }),
    error: { errorId: 'SHP404', route: 'sticky-error-toast' },
  }),
  interaction('setShippingMethod', {
    description: 'a request to switch the delivery of a line that can no longer switch',
    states: ["the cart's delivery can no longer be switched"],
    input: (v) => ({
      query: CART_VIEW,
      body: { cartId: v.cartId, itemIds: [v.itemId], code: 'pickup', storeId: v.storeId },
    }),
    error: { errorId: 'ORD516', route: 'step-back:shipping' },
  }),
];
