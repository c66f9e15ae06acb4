import { expect } from 'vitest';
import { bodyOf, interaction, type Outcome } from '../pact-interaction';

const CART_VIEW = { expand: 'shippingMethods,approachingPromotions,promoSummary' } as const;

const cartOf = (outcome: Outcome) => bodyOf(outcome) as { id: string; items: unknown[] };

/** The cart calls of the storefront's commerce adapter (storefront/src/commerce/cart*.ts), as it makes them. */
export const cartInteractions = [
  interaction('createCart', {
    description: 'a request to create a cart',
    states: ['a guest shopper'],
    input: () => ({ body: {} }),
    check: (outcome) => expect(cartOf(outcome).items).toEqual([]),
  }),
  interaction('getCart', {
    description: 'a request for the cart with its shipping methods and promotions',
    states: ['a guest cart with two lines'],
    input: (v) => ({ params: { basketId: v.cartId }, query: CART_VIEW }),
    check: (outcome, v) => expect(cartOf(outcome).id).toBe(v.cartId),
  }),
  interaction('addCartItem', {
    description: 'a request to add a variant to the cart',
    states: ['an empty guest cart'],
    input: (v) => ({ body: { cartId: v.cartId, productId: v.sku, qty: 1 } }),
  }),
  interaction('updateCartItem', {
    description: "a request to change a line's quantity",
    states: ['a guest cart with two lines'],
    input: (v) => ({ params: { basketId: v.cartId }, query: CART_VIEW, body: { itemId: v.itemId, qty: 2 } }),
  }),
  interaction('removeCartItem', {
    description: 'a request to remove a line',
    states: ['a guest cart with two lines'],
    input: (v) => ({ body: { cartId: v.cartId, itemId: v.itemId } }),
  }),
  interaction('applyCoupon', {
    description: 'a request to apply a coupon',
    states: ['a guest cart with two lines'],
    input: (v) => ({ query: CART_VIEW, body: { cartId: v.cartId, code: v.couponCode } }),
  }),
  interaction('removeCoupon', {
    description: 'a request to remove the applied coupon',
    states: ['a guest cart with a coupon applied'],
    input: (v) => ({ body: { cartId: v.cartId, code: v.couponCode } }),
  }),
  interaction('getApplicableShippingMethods', {
    description: "a request for the methods that can deliver the cart's home shipment",
    states: ['a guest cart with two lines'],
    input: (v) => ({ params: { basketId: v.cartId, shippingId: v.shippingId }, query: {} }),
  }),
  interaction('setShippingMethod', {
    description: 'a request to pick up a line in a store',
    states: ['a guest cart with two lines'],
    input: (v) => ({
      query: CART_VIEW,
      body: { cartId: v.cartId, itemIds: [v.itemId], code: 'pickup', storeId: v.storeId },
    }),
  }),
];
