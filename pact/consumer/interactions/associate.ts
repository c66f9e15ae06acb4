import { expect } from 'vitest';
import { bodyOf, interaction, type Outcome } from '../pact-interaction';

const cartOf = (outcome: Outcome) => bodyOf(outcome) as { id: string };

/** In-store associate mode (storefront/src/commerce/associate.ts). */
export const associateInteractions = [
  interaction('listStores', {
    description: 'a request for the stores an associate can sign in to',
    states: ['a store associate with a password'],
    input: () => ({ query: {} }),
    check: (outcome) =>
      expect((bodyOf(outcome) as { stores: { buyInStoreEnabled: boolean }[] }).stores).toEqual(
        expect.arrayContaining([expect.objectContaining({ buyInStoreEnabled: true })]),
      ),
  }),
  interaction('listStoreEmployees', {
    description: "a request for a store's employees",
    states: ['a store associate with a password'],
    input: (v) => ({ params: { storeId: v.storeId } }),
  }),
  interaction('agentLogin', {
    description: 'an agent login with store, employee id and password',
    states: ['a store associate with a password'],
    input: (v) => ({ body: { storeId: v.storeId, username: v.username, password: v.password } }),
    check: (outcome, v) =>
      expect(bodyOf(outcome)).toMatchObject({ consumerType: 'EMPLOYEE', buyInStore: { storeId: v.storeId } }),
  }),
  interaction('agentLogin', {
    description: 'an agent login with a wrong password',
    states: ['a store associate with a password'],
    input: (v) => ({ body: { storeId: v.storeId, username: v.username, password: 'Not-the-password1' } }),
    error: { errorId: 'AUT437' },
  }),
  interaction('addPriceAdjustment', {
    description: "a price adjustment of 10 percent on the associate's cart line",
    states: ['an associate is signed in at a store with a cart of one line'],
    input: (v) => ({
      params: { basketId: v.cartId },
      body: { level: 'ITEM', itemId: v.itemId, type: 'PERCENT', value: 10, reasonCode: 'PRICE_MATCH' },
    }),
    // priceAdjustments is optional in the contract, so the pact cannot require it: the cart is the one adjusted.
    check: (outcome, v) => expect(cartOf(outcome).id).toBe(v.cartId),
  }),
  interaction('addPriceAdjustment', {
    description: 'a price adjustment larger than the order',
    states: ['an associate is signed in at a store with a cart of one line'],
    input: (v) => ({
      params: { basketId: v.cartId },
      body: { level: 'ORDER', type: 'AMOUNT', value: 100000, reasonCode: 'PRICE_MATCH' },
    }),
    error: { errorId: 'PRC400' },
  }),
  interaction('removePriceAdjustment', {
    description: 'a request to remove a price adjustment',
    states: ["an associate's cart with a price adjustment"],
    input: (v) => ({ params: { basketId: v.cartId, adjustmentId: v.adjustmentId } }),
    check: (outcome, v) => expect(cartOf(outcome).id).toBe(v.cartId),
  }),
];
