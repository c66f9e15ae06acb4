import { addItem, createCart, SKU, STORE, str } from '../../scenarios/flows/flow-steps';
import { step } from '../../scenarios/scenario';
import { defineProviderState, fixed, saved } from './provider-state';

const ASSOCIATE = { username: 'E10442', password: 'Associate2026!' } as const;

const guestToken = step('getToken', {
  name: 'guest token',
  body: { type: 'Guest' },
  expect: {},
  save: { token: 'access_token' },
});

const agentLogin = step('agentLogin', {
  name: `agent login of ${ASSOCIATE.username} at ${STORE.denver}`,
  body: { storeId: STORE.denver, ...ASSOCIATE },
  expect: { fields: { consumerType: 'EMPLOYEE' } },
  save: { token: 'access_token' },
});

const storeId = { means: 'a store that sells in buy-in-store mode', simulator: fixed(STORE.denver) } as const;
const associateToken = { means: "the associate's bearer token", simulator: saved('token') } as const;
const cartId = { means: "the id of the associate's cart", simulator: saved('cartId') } as const;
const itemId = { means: 'the id of its line', simulator: saved('itemId') } as const;
const ONE_LINE = addItem({ productId: SKU.jacket, qty: 1 });

/** In-store associate mode (storefront/src/commerce/associate.ts). */
export const associateStates = [
  defineProviderState({
    name: 'a store associate with a password',
    setsUp:
      'A store that sells in buy-in-store mode and one of its associates, whose employee id and password the ' +
      'pact sends to the agent login; a guest token to call with.',
    values: {
      accessToken: { means: 'a guest bearer token', simulator: saved('token') },
      storeId,
      username: { means: "the associate's employee id", simulator: fixed(ASSOCIATE.username) },
      password: { means: "the associate's password", simulator: fixed(ASSOCIATE.password) },
    },
    steps: [guestToken],
  }),
  defineProviderState({
    name: 'an associate is signed in at a store with a cart of one line',
    setsUp:
      'A store associate signed in through the agent login (an EMPLOYEE session in buy-in-store mode) with ' +
      'a cart of one in-stock line, quantity 1.',
    values: { accessToken: associateToken, cartId, itemId },
    steps: [agentLogin, createCart(), ONE_LINE],
  }),
  defineProviderState({
    name: "an associate's cart with a price adjustment",
    setsUp: 'The state above, with a 10 percent price adjustment on its line.',
    values: {
      accessToken: associateToken,
      cartId,
      adjustmentId: { means: 'the id of that adjustment', simulator: saved('adjustmentId') },
    },
    steps: [
      agentLogin,
      createCart(),
      ONE_LINE,
      step('addPriceAdjustment', {
        name: 'take 10 percent off the line',
        params: (v) => ({ basketId: str(v, 'cartId') }),
        body: (v) => ({
          level: 'ITEM' as const,
          itemId: str(v, 'itemId'),
          type: 'PERCENT' as const,
          value: 10,
          reasonCode: 'PRICE_MATCH',
        }),
        expect: {},
        save: { adjustmentId: 'priceAdjustments.0.adjustmentId' },
      }),
    ],
  }),
];
