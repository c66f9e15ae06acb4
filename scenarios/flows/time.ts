import { PKCE } from '../../simulator/testing/pkce-pair';
import { defineScenario, type Scenario, type Step, step } from '../scenario';
import { guestToken, signIn } from './common-steps';
import { getCart, SKU, str } from './flow-steps';

/**
 * Time-dependent rules, run on the session's clock (a `clock` step is POST /__harness/clock): an access
 * token outlives its 30 minutes and the Refresh grant renews it, an authorization code outlives its
 * 5 minutes, a reservation outlives its 15 minutes.
 */

/** The sign-in steps, saving the refresh token of the exchange too. */
function signInKeepingRefresh(email: string): Step[] {
  const steps = signIn(email);
  const exchange = steps.at(-1) as Step;
  return [...steps.slice(0, -1), { ...exchange, save: { ...exchange.save, refreshToken: 'refreshToken' } }];
}

const tokenExpiryRefresh = defineScenario({
  name: 'token-expiry-refresh',
  description:
    'registered@example.com signs in; 31 minutes later the access token has expired (its lifetime is 30 ' +
    'minutes) and the profile answers AUT401; the Refresh grant gives a new token and the profile loads.',
  tags: ['flow', 'auth', 'time'],
  produces: ['AUT401'],
  steps: [
    ...signInKeepingRefresh('registered@example.com'),
    step('getConsumer', {
      name: 'the fresh token loads the profile',
      expect: { fields: { 'consumerDetails.email': 'registered@example.com' } },
    }),
    { name: 'wait 31 minutes', clock: { advance: 'PT31M' } },
    step('getConsumer', { name: 'the expired token is refused', expect: { errorId: 'AUT401' } }),
    step('getToken', {
      name: 'renew with the Refresh grant',
      authorised: false,
      body: (v) => ({ type: 'Refresh' as const, refreshToken: str(v, 'refreshToken') }),
      expect: { fields: { consumerNo: 'CN00100001' } },
      save: { token: 'access_token' },
    }),
    step('getConsumer', {
      name: 'the new token loads the profile',
      expect: { fields: { 'consumerDetails.email': 'registered@example.com' } },
    }),
  ],
});

const exchange = (name: string, expect: Step['expect']) =>
  step('getToken', {
    name,
    body: (v) => ({
      type: 'Registered' as const,
      authorizationCode: str(v, 'authorizationCode'),
      codeVerifier: PKCE.verifier,
      guestObjects: {},
    }),
    expect,
    save: expect.errorId ? {} : { token: 'access_token' },
  });

const authCodeExpiry = defineScenario({
  name: 'auth-code-expiry',
  description:
    'An authorization code lives 5 minutes: exchanged 6 minutes after the sign-in it answers AUT404; ' +
    'signing in again gives a new code, which is exchanged at once.',
  tags: ['flow', 'auth', 'time'],
  produces: ['AUT404'],
  steps: [
    ...signIn('registered@example.com').slice(0, -1),
    { name: 'wait 6 minutes', clock: { advance: 'PT6M' } },
    exchange('exchange the stale code', { errorId: 'AUT404' }),
    ...signIn('registered@example.com').slice(1, -1),
    exchange('exchange the new code at once', { fields: { consumerNo: 'CN00100001' } }),
  ],
});

const reserve = (name: string, qty: number, save: Record<string, string> = {}) =>
  step('reserveCartWithItem', {
    name,
    body: { productId: SKU.lowStockFleece, qty },
    expect: { fields: { 'items.0.qty': qty } },
    save,
  });

const reservationExpiry = defineScenario({
  name: 'reservation-expiry',
  description:
    'reserveWithItem holds the last 2 low-stock fleeces for 15 minutes, so another reservation answers ' +
    'INV407 (out of stock); 16 minutes later the cart says CART_EXPIRED and the stock is back: 2 can be reserved again.',
  tags: ['flow', 'cart', 'stock', 'time'],
  produces: ['INV407'],
  steps: [
    guestToken(),
    reserve('reserve the last 2 fleeces', 2, { cartId: 'id' }),
    step('reserveCartWithItem', {
      name: 'nothing is left to reserve',
      body: { productId: SKU.lowStockFleece, qty: 1 },
      expect: { errorId: 'INV407' },
    }),
    { name: 'wait 16 minutes', clock: { advance: 'PT16M' } },
    getCart({
      name: 'the reservation has lapsed',
      expect: { fields: { 'customerNotifications.0.code': 'CART_EXPIRED', 'items.0.qty': 2 } },
    }),
    reserve('the 2 fleeces are back in stock', 2),
  ],
});

export const timeScenarios: Scenario[] = [tokenExpiryRefresh, authCodeExpiry, reservationExpiry];
