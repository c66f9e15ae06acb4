import type { CatalogueId } from '../../contracts/errors/error-ids';
import { guestToken, signIn } from '../../scenarios/flows/common-steps';
import { defineProviderState, fixed, saved } from './provider-state';

const REGISTERED = 'registered@example.com';
const LOYALTY = 'loyalty@example.com';
const accessToken = { means: 'a bearer token for that shopper', simulator: saved('token') } as const;

/** A refusal the simulator does not reach by itself on the order history: it injects the id. */
const injectedOnHistory = (errorId: CatalogueId) => ({
  shopper: { signIn: REGISTERED },
  faults: [{ operation: 'getPurchaseHistory' as const, errorId }],
});

/**
 * The account's orders (storefront/src/commerce/account/orders.ts): a shopper's past orders in the states
 * the order page acts on (not shipped: cancel; delivered: return; shipped or picked up in store: no cancel),
 * a digital gift card order, and an order a guest tracks by number and email.
 */
export const purchaseStates = [
  defineProviderState({
    name: 'a signed-in shopper with past orders',
    setsUp:
      `${REGISTERED} signed in, with past orders: one not shipped yet (cancellable), one delivered to their ` +
      'home (returnable, with its first item), one shipped home and one waiting in store for pickup (neither ' +
      'cancellable).',
    values: {
      accessToken,
      unshippedOrder: { means: 'the order not shipped yet', simulator: fixed('EC90000003') },
      deliveredOrder: { means: 'the delivered order', simulator: fixed('EC90000001') },
      deliveredItemId: { means: "the delivered order's first item", simulator: fixed('EC90000001-1') },
      shippedOrder: { means: 'the order shipped home', simulator: fixed('EC90000002') },
      pickupOrder: { means: 'the order waiting for pickup', simulator: fixed('EC90000004') },
    },
    steps: signIn(REGISTERED),
  }),
  defineProviderState({
    name: 'a signed-in shopper with a digital gift card order',
    setsUp:
      `${LOYALTY} signed in, with a delivered order of one digital gift card, and an order shipped to a store ` +
      '(not cancellable).',
    values: {
      accessToken,
      giftCardOrder: { means: 'the gift card order', simulator: fixed('EC90000011') },
      giftCardItemId: { means: 'its gift card item', simulator: fixed('EC90000011-1') },
      shipToStoreOrder: { means: 'the order shipped to a store', simulator: fixed('EC90000012') },
    },
    steps: signIn(LOYALTY),
  }),
  defineProviderState({
    name: 'an order a guest can track',
    setsUp: `A guest session, and a shipped order with the email it was placed with (${REGISTERED}).`,
    values: {
      accessToken: { means: 'a guest bearer token', simulator: saved('token') },
      trackedOrder: { means: 'the order number', simulator: fixed('EC90000002') },
      orderEmail: { means: "the order's email", simulator: fixed(REGISTERED) },
    },
    steps: [guestToken()],
  }),
  defineProviderState({
    name: 'the order history has no profile to read',
    setsUp:
      `${REGISTERED} signed in, on a backend that has lost the consumer's profile: the order history answers ` +
      'PRO404 (Profile not loaded). The simulator always has the profile, so it injects PRO404 on ' +
      'getPurchaseHistory.',
    values: { accessToken },
    setup: injectedOnHistory('PRO404'),
  }),
];
