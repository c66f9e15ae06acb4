import { guestToken } from '../../scenarios/flows/common-steps';
import { SKU, STORE, str } from '../../scenarios/flows/flow-steps';
import { step } from '../../scenarios/scenario';
import { defineProviderState, fixed, saved } from './provider-state';

const accessToken = { means: "the cart owner's bearer token", simulator: saved('token') } as const;
const cartId = { means: 'the id of that cart', simulator: saved('cartId') } as const;
const itemId = { means: 'the id of its first line', simulator: saved('itemId') } as const;
const inStockSku = {
  means: 'a variant in stock for home delivery and in stores (not in the cart)',
  simulator: fixed(SKU.lowStockFleece),
} as const;
const TWO_LINES = [{ productId: SKU.jacket, qty: 1 }, { productId: SKU.lowStockFleece }] as const;

export const cartStates = [
  defineProviderState({
    name: 'an empty guest cart',
    setsUp: 'A guest with a cart that holds no lines.',
    values: { accessToken, cartId, sku: inStockSku },
    setup: { shopper: 'guest', cart: {} },
  }),
  defineProviderState({
    name: 'a guest cart with two lines',
    setsUp:
      'A guest cart with two lines for home delivery: one of a jacket variant and one of a fleece variant, ' +
      'each in stock, quantity 1 (and any gift-with-purchase line the backend adds by itself).',
    values: {
      accessToken,
      cartId,
      itemId,
      shippingId: { means: "the id of the cart's home-delivery shipment", simulator: saved('shippingId') },
      storeId: {
        means: 'a store offering pickup with those variants in stock',
        simulator: fixed(STORE.denver),
      },
      couponCode: { means: 'a coupon code the cart qualifies for', simulator: fixed('SPRING20') },
    },
    setup: { cart: { items: TWO_LINES } },
    steps: [
      step('getCart', {
        name: 'read the shipment id',
        params: (v) => ({ basketId: str(v, 'cartId') }),
        query: { expand: 'shippingMethods' },
        expect: {},
        save: { shippingId: 'shippingMethods.0.shippingId' },
      }),
    ],
  }),
  defineProviderState({
    name: 'a guest cart with a coupon applied',
    setsUp: 'A guest cart with one in-stock line and a valid coupon applied to it.',
    values: {
      accessToken,
      cartId,
      couponCode: { means: 'the applied coupon code', simulator: fixed('SPRING20') },
    },
    setup: { cart: { items: [{ productId: SKU.jacket }], coupons: ['SPRING20'] } },
  }),
  defineProviderState({
    name: 'a guest cart and an expired coupon',
    setsUp: 'A guest cart with one in-stock line, and a coupon code whose promotion has ended.',
    values: {
      accessToken,
      cartId,
      couponCode: { means: 'a coupon code past its end date', simulator: fixed('WINTER2025') },
    },
    setup: { cart: { items: [{ productId: SKU.jacket }] } },
  }),
  defineProviderState({
    name: 'a guest cart and a variant out of stock everywhere',
    setsUp: 'A guest cart, and a variant with no stock at home or in any store.',
    values: {
      accessToken,
      cartId,
      sku: { means: 'a variant out of stock everywhere', simulator: fixed(SKU.outOfStockBoot) },
    },
    setup: { shopper: 'guest', cart: {} },
  }),
  defineProviderState({
    name: 'a guest cart and a store without pickup',
    setsUp: 'A guest cart with one in-stock line, and a store that offers ship to store but no pickup.',
    values: {
      accessToken,
      cartId,
      itemId,
      storeId: { means: 'a store that does not offer pickup', simulator: fixed(STORE.noPickup) },
    },
    setup: { cart: { items: [{ productId: SKU.jacket }] } },
  }),
  defineProviderState({
    name: "the cart's delivery can no longer be switched",
    setsUp:
      'A guest cart with one line whose delivery the backend refuses to switch (ORD516: an order already ' +
      'past the point where shipping and pickup can change). The simulator injects ORD516 on setShippingMethod.',
    values: {
      accessToken,
      cartId,
      itemId,
      storeId: { means: 'a store offering pickup', simulator: fixed(STORE.denver) },
    },
    setup: {
      cart: { items: [{ productId: SKU.jacket }] },
      faults: [{ operation: 'setShippingMethod', errorId: 'ORD516' }],
    },
  }),
  defineProviderState({
    name: 'the cart does not exist',
    setsUp: 'A guest token, and a cart id the backend does not know (expired or never created).',
    values: {
      accessToken,
      cartId: { means: 'a cart id no cart has', simulator: fixed('bk-stale-0001') },
      sku: inStockSku,
    },
    steps: [guestToken()],
  }),
  defineProviderState({
    name: 'the cart belongs to another shopper',
    setsUp:
      "A guest's cart with a line, and a second guest's token: the pact calls that cart with the second token.",
    values: {
      accessToken: { means: "the second shopper's bearer token", simulator: saved('token') },
      cartId: { means: "the first shopper's cart id", simulator: saved('cartId') },
      sku: inStockSku,
    },
    setup: { cart: { items: [{ productId: SKU.jacket }] } },
    steps: [
      step('getToken', {
        name: 'a second shopper gets a guest token',
        body: { type: 'Guest' },
        expect: {},
        save: { token: 'access_token' },
      }),
    ],
  }),
  defineProviderState({
    name: 'a guest cart with a line saved for later',
    setsUp: 'A guest cart with one line moved to the saved-for-later list (the cart is then empty).',
    values: {
      accessToken,
      cartId,
      saveForLaterId: { means: "the shopper's saved-for-later list id", simulator: saved('saveForLaterId') },
      savedItemId: { means: 'the id of the saved entry', simulator: saved('savedItemId') },
    },
    setup: { cart: { items: [{ productId: SKU.jacket }] } },
    steps: [
      step('saveItemForLater', {
        name: 'save the line for later',
        body: (v) => ({ cartId: str(v, 'cartId'), itemId: str(v, 'itemId') }),
        expect: {},
        save: { saveForLaterId: 'saveForLater.saveForLaterId', savedItemId: 'saveForLater.items.0.itemId' },
      }),
    ],
  }),
];
