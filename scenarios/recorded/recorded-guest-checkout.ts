// Recorded from http://localhost:44443 (harness record) on 2026-11-28T15:14:24.122Z.
// Replay: harness scenario run scenarios/recorded/recorded-guest-checkout.ts [--base-url URL]
// Redacted (tokens and cookies are never written):
//   card: the payment token and holder replaced by the test card of the same BIN and last four
//   recaptcha_response: the simulator's passing bot-check token

import type { ParamsOf, RequestBodyInputOf } from '../../contracts/registry/types';
import { BOT_CHECK_OK, card, str } from '../flows/flow-steps';
import { defineScenario, step } from '../scenario';

export default defineScenario({
  name: 'recorded-guest-checkout',
  description:
    'Recorded from http://localhost:44443 (harness record): 10 calls, replayed with the ids each answer gave.',
  tags: ['recorded'],
  produces: ['BSK404'],
  steps: [
    // left out #1 GET /__harness/health: the harness's own control call
    // #2 POST /token/v2/auth/token -> 200
    step('getToken', {
      name: 'Obtain a guest token, exchange a sign-in code for a registered token, or refresh a session',
      body: { type: 'Guest' },
      expect: { fields: { consumerType: 'GUEST', isEmployeeDiscountTCAccepted: false } },
      save: { token: 'access_token' },
    }),
    // #3 POST /cart/v1/cart -> 201
    step('createCart', {
      name: 'Create an empty cart',
      body: {},
      expect: { fields: { totalItems: 0, 'totals.totalUnits': 0 } },
      save: { cartId: 'id' },
    }),
    // #4 POST /cart/v1/item -> 200
    step('addCartItem', {
      name: 'Add a product to the cart',
      body: (v): RequestBodyInputOf<'addCartItem'> => ({
        cartId: str(v, 'cartId'),
        productId: 'SPJK0001BLKM',
        qty: 2,
      }),
      expect: {
        fields: {
          totalItems: 2,
          'totals.totalUnits': 2,
          'items.0.qty': 2,
          'items.0.available': true,
          'items.0.isCustoms': false,
        },
      },
      save: { itemId: 'items.0.id' },
    }),
    // #5 POST /cart/v2/cart/{basketId}/shippingAddress -> 200
    step('setShippingAddress', {
      name: 'Set the shipping address',
      params: (v): ParamsOf<'setShippingAddress'> => ({ basketId: str(v, 'cartId') }),
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '1200 Larimer St',
        city: 'Denver',
        province: 'CO',
        postalCode: '80204',
        country: 'US',
        countryCode: 'US',
        phone: '3035550199',
        email: 'ada@example.com',
      },
      expect: {
        fields: {
          totalItems: 2,
          'totals.totalUnits': 2,
          'items.0.qty': 2,
          'shippingAddress.approachType': 'S',
          'items.0.available': true,
        },
      },
    }),
    // #6 POST /cart/v1/cart/{basketId}/billingAddress -> 200
    step('setBillingAddress', {
      name: 'Set the billing address',
      params: (v): ParamsOf<'setBillingAddress'> => ({ basketId: str(v, 'cartId') }),
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '1200 Larimer St',
        city: 'Denver',
        province: 'CO',
        postalCode: '80204',
        country: 'US',
        countryCode: 'US',
        phone: '3035550199',
        email: 'ada@example.com',
      },
      expect: {
        fields: {
          totalItems: 2,
          'totals.totalUnits': 2,
          'items.0.qty': 2,
          'shippingAddress.approachType': 'S',
          'billingAddress.approachType': 'B',
        },
      },
    }),
    // #7 POST /cart/v1/shippingMethod -> 200
    step('setShippingMethod', {
      name: 'Choose the delivery method of one or more lines',
      body: (v): RequestBodyInputOf<'setShippingMethod'> => ({
        cartId: str(v, 'cartId'),
        itemIds: [str(v, 'itemId')],
        code: 'standard',
      }),
      expect: {
        fields: {
          totalItems: 2,
          'totals.totalUnits': 2,
          'items.0.qty': 2,
          'shippingAddress.approachType': 'S',
          'billingAddress.approachType': 'B',
        },
      },
    }),
    // #8 POST /cart/v1/cart/{basketId}/paymentInstruments -> 200
    step('addPaymentInstrument', {
      name: 'Add a payment instrument to the cart',
      params: (v): ParamsOf<'addPaymentInstrument'> => ({ basketId: str(v, 'cartId') }),
      body: { payment_method_id: 'CREDIT_CARD', card: card('411111', '1111').card },
      expect: {
        fields: {
          totalItems: 2,
          'totals.totalUnits': 2,
          'items.0.qty': 2,
          'shippingAddress.approachType': 'S',
          'billingAddress.approachType': 'B',
        },
      },
    }),
    // #9 POST /cart/v1/cart/prepareOrder -> 200
    step('prepareOrder', {
      name: 'Prepare the cart for placing: final stock, shipping, tax and totals',
      body: (v): RequestBodyInputOf<'prepareOrder'> => ({ basketId: str(v, 'cartId') }),
      expect: {
        fields: {
          totalItems: 2,
          'totals.totalUnits': 2,
          'items.0.qty': 2,
          'shippingAddress.approachType': 'S',
          'billingAddress.approachType': 'B',
        },
      },
    }),
    // #10 PUT /cart/v2/checkout/order -> 200
    step('placeOrder', {
      name: 'Place the order',
      body: (v): RequestBodyInputOf<'placeOrder'> => ({
        recaptcha_response: BOT_CHECK_OK,
        cartId: str(v, 'cartId'),
        billingAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          addressLine1: '1200 Larimer St',
          city: 'Denver',
          province: 'CO',
          postalCode: '80204',
          country: 'US',
          countryCode: 'US',
          phone: '3035550199',
          email: 'ada@example.com',
        },
        paymentMethod: { code: 'CREDIT_CARD' },
      }),
      expect: {
        fields: {
          'items.0.qty': 2,
          'totals.totalUnits': 2,
          status: 'CONFIRMED',
          'shippingAddress.approachType': 'S',
          'billingAddress.approachType': 'B',
        },
      },
    }),
    // #11 GET /cart/v1/cart/{basketId} -> 404
    step('getCart', {
      name: 'Read a cart (404)',
      params: (v): ParamsOf<'getCart'> => ({ basketId: str(v, 'cartId') }),
      expect: { errorId: 'BSK404' },
    }),
  ],
});
