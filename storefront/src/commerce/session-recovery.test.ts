import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/error-message';
import { createTestIntl } from '../i18n/test-intl-provider';
import { PRODUCTS, skuOf } from '../testing/cart-test-data';
import { recordingFetch, TOKEN_PATH as TOKEN } from '../testing/recording-fetch';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';
import type { CartRecoveryEvent } from './cart';

const sim = useTestSimulator();
const PASSWORD = 'Trail2026!';

/** The simulator forgets every token, cart and account change of this test's session (a new world). */
const forgetEverything = () => sim.control('POST', '/reset', {});
const lines = (cart: { items: { productId: string; qty: number; bonus?: boolean }[] } | null) =>
  (cart?.items ?? []).filter((i) => !i.bonus).map((i) => [i.productId, i.qty]);

describe('a stored session the backend no longer accepts (issue 21)', () => {
  it('add to cart: the refused token is refreshed or replaced by a guest one, and the cart recreated', async () => {
    const { fetch, count } = recordingFetch();
    const commerce = testCommerce(sim, { fetch });
    const events: CartRecoveryEvent[] = [];
    commerce.cart.onRecovery((e) => events.push(e));
    const first = await skuOf(sim, PRODUCTS.inStock);
    await commerce.cart.addItem({ productId: first, qty: 2 });

    await forgetEverything();
    const second = await skuOf(sim, PRODUCTS.onSale);
    const after = await commerce.cart.addItem({ productId: second });

    expect(lines(after)).toEqual([
      [first, 2],
      [second, 1],
    ]);
    const session = commerce.deps.session.get();
    expect(session).toMatchObject({ consumerType: 'GUEST', basketId: after.id });
    expect(events).toEqual([{ kind: 'recreated', cartId: after.id, lost: 0 }]);
    // One refresh (refused), one guest token: no loop.
    expect(count('POST', TOKEN, '"Refresh"')).toBe(1);
    expect(count('POST', TOKEN, '"Guest"')).toBe(2);
  });

  it('cart load: reads the recreated cart with the lines the shopper had', async () => {
    const commerce = testCommerce(sim);
    const sku = await skuOf(sim, PRODUCTS.inStock);
    await commerce.cart.addItem({ productId: sku });
    const events: CartRecoveryEvent[] = [];
    commerce.cart.onRecovery((e) => events.push(e));

    await forgetEverything();
    const read = await commerce.cart.getCart();

    expect(read?.id).toBeDefined();
    expect(lines(read)).toEqual([[sku, 1]]);
    expect(commerce.deps.session.get().basketId).toBe(read?.id);
    expect(events).toEqual([{ kind: 'recreated', cartId: read?.id, lost: 0 }]);
  });

  it("the delivery options' cart read recovers the same way (every cart read goes through the cart area)", async () => {
    const commerce = testCommerce(sim);
    const sku = await skuOf(sim, PRODUCTS.inStock);
    await commerce.cart.addItem({ productId: sku, qty: 2 });

    await forgetEverything();
    const read = await commerce.cartDelivery.currentCart();

    expect(lines(read ?? null)).toEqual([[sku, 2]]);
    expect(commerce.deps.session.get().basketId).toBe(read?.id);
  });

  it('an expired access token is refreshed once for two calls refused together; the cart stays', async () => {
    const { fetch, count } = recordingFetch();
    const commerce = testCommerce(sim, { fetch });
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const cart = await commerce.cart.addItem({ productId: sku });
    const stale = commerce.deps.tokens.accessToken();

    // The backend's clock passes the access token's expiry; the storefront's does not know yet.
    await sim.control('POST', '/clock', { advance: 'PT31M' });
    const [read, added] = await Promise.all([
      commerce.cart.getCart(),
      commerce.cart.addItem({ productId: sku }),
    ]);

    expect(count('POST', TOKEN, '"Refresh"')).toBe(1);
    expect(count('POST', TOKEN, '"Guest"')).toBe(1);
    expect(read?.id).toBe(cart.id);
    expect(lines(added)).toEqual([[sku, 2]]);
    expect(commerce.deps.session.get()).toMatchObject({ consumerType: 'GUEST', basketId: cart.id });
    expect(commerce.deps.tokens.accessToken()).not.toBe(stale);
  });

  it('the profile with a revoked refresh token ends signed out, never with the sign-in form text', async () => {
    const { fetch, count } = recordingFetch();
    const reported: unknown[] = [];
    const commerce = testCommerce(sim, { fetch, report: (e) => reported.push(e) });
    await commerce.session.signIn('registered@example.com', PASSWORD);
    const signedIn = commerce.deps.session.get();
    // Another device signs this session out: its access and refresh tokens are revoked.
    await commerce.deps.client.call('signOut', { body: { refreshToken: signedIn.refreshToken as string } });

    const error = await commerce.session.profile().catch((e: unknown) => e);

    expect(commerce.deps.session.get()).toMatchObject({ consumerType: 'GUEST', basketId: undefined });
    expect(commerce.deps.session.get().consumerNo).toBeUndefined();
    // Made once: the profile makes no sense for the guest the session gave way to.
    expect(count('GET', '/consumers-v3/consumer')).toBe(1);
    // The refused refresh is the expected end of a session, not a failure to report.
    expect(reported).toEqual([]);
    const text = errorMessage(createTestIntl('en-us'), error);
    expect(text).not.toMatch(/email or password/i);
    expect(text).toBe('Your session has ended. Please sign in again.');
  });

  it('a signed-in shopper whose session is gone adds to a new guest cart, without their lines', async () => {
    const commerce = testCommerce(sim);
    await commerce.session.signIn('registered@example.com', PASSWORD);
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const mine = await commerce.cart.addItem({ productId: sku, qty: 3 });
    const signedIn = commerce.deps.session.get();
    await commerce.deps.client.call('signOut', { body: { refreshToken: signedIn.refreshToken as string } });
    const events: CartRecoveryEvent[] = [];
    commerce.cart.onRecovery((e) => events.push(e));

    // The retried add, now as a guest, finds the cart another shopper's (INVALID_CUSTOMER): no reset and
    // reload, the storefront knows the session changed; the add goes to a new cart.
    const other = await skuOf(sim, PRODUCTS.onSale);
    const added = await commerce.cart.addItem({ productId: other });

    expect(added.id).not.toBe(mine.id);
    expect(lines(added)).toEqual([[other, 1]]);
    expect(events).toEqual([]);
    expect(commerce.deps.session.get()).toMatchObject({ consumerType: 'GUEST', basketId: added.id });
  });

  it('never loops: a call refused again after its renewal is thrown, with one renewal', async () => {
    const { fetch, count } = recordingFetch();
    const commerce = testCommerce(sim, { fetch });
    await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    await sim.control('POST', '/faults', { operation: 'getCart', errorId: 'AUT401', times: 5 });

    await expect(commerce.cart.getCart()).rejects.toMatchObject({ status: 401 });

    expect(count('GET', `/cart/v1/cart/${commerce.deps.session.get().basketId}`)).toBe(2);
    expect(count('POST', TOKEN, '"Refresh"')).toBe(1);
  });

  it("a wrong password on sign-in is the shopper's answer: no refresh, the sign-in form text", async () => {
    const { fetch, count } = recordingFetch();
    const commerce = testCommerce(sim, { fetch });
    const error = await commerce.session.signIn('registered@example.com', 'Wrong-pass1').catch((e) => e);
    expect(count('POST', TOKEN, '"Refresh"')).toBe(0);
    expect(errorMessage(createTestIntl('en-us'), error)).toMatch(/email or password is incorrect/);
  });
});
