import { defineScenario, type Scenario, step } from '../scenario';
import { guestToken } from './common-steps';
import { addItem, createCart, getCart, SKU } from './flow-steps';

/** Recovering a cart the storefront can no longer use: unknown (BSK404) or someone else's (AUT498). */

const STALE_CART = 'bk-stale-0001';

const cartNotFoundRecovery = defineScenario({
  name: 'cart-not-found-recovery',
  description:
    'The storefront remembers a cart id the backend no longer knows: reading it answers BSK404 and adding ' +
    'to it CART_NOT_FOUND, so the storefront creates a new cart and adds the item again.',
  tags: ['flow', 'cart', 'recovery'],
  produces: ['BSK404', 'CART_NOT_FOUND'],
  steps: [
    guestToken(),
    step('getCart', {
      name: 'read the remembered cart',
      params: { basketId: STALE_CART },
      expect: { errorId: 'BSK404' },
    }),
    step('addCartItem', {
      name: 'add to the remembered cart',
      body: { cartId: STALE_CART, productId: SKU.jacket, qty: 1 },
      expect: { errorId: 'CART_NOT_FOUND' },
    }),
    createCart('cartId', 'recover: create a new cart'),
    addItem(
      { productId: SKU.jacket, qty: 1 },
      { name: 'recover: add the item again', expect: { fields: { totalItems: 1, 'items.0.qty': 1 } } },
    ),
    getCart({ name: 'the new cart holds the item', expect: { fields: { 'items.0.productId': SKU.jacket } } }),
  ],
});

const invalidCustomer = defineScenario({
  name: 'invalid-customer',
  description:
    "A second shopper (a new guest token) reaches the first shopper's cart: reading it answers AUT498 and " +
    'adding to it INVALID_CUSTOMER, so the storefront resets to a new cart of its own.',
  tags: ['flow', 'cart', 'recovery'],
  produces: ['AUT498', 'INVALID_CUSTOMER'],
  steps: [
    guestToken(),
    createCart('cartId', "first shopper's cart"),
    addItem({ productId: SKU.jacket }, { name: 'first shopper adds a jacket' }),
    step('getToken', {
      name: 'a second shopper gets a guest token',
      body: { type: 'Guest' },
      expect: { fields: { consumerType: 'GUEST' } },
      save: { token: 'access_token' },
    }),
    getCart({ name: "read the first shopper's cart", expect: { errorId: 'AUT498' } }),
    addItem(
      { productId: SKU.jacket },
      { name: "add to the first shopper's cart", expect: { errorId: 'INVALID_CUSTOMER' }, save: {} },
    ),
    createCart('cartId', 'recover: a new cart of its own'),
    addItem(
      { productId: SKU.jacket },
      { name: 'recover: add the item', expect: { fields: { totalItems: 1 } } },
    ),
  ],
});

export const recoveryScenarios: Scenario[] = [cartNotFoundRecovery, invalidCustomer];
