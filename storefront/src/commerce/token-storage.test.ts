import { describe, expect, it } from 'vitest';
import { PRODUCTS, skuOf } from '../testing/cart-test-data';
import { recordingFetch, TOKEN_PATH } from '../testing/recording-fetch';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';

const sim = useTestSimulator();
const PASSWORD = 'Trail2026!';

/** Every key and value of both web storages, for a scan. */
function storedText(): string[] {
  return [localStorage, sessionStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, i) => {
      const key = storage.key(i) as string;
      return [key, storage.getItem(key) ?? ''];
    }).flat(),
  );
}

/** The access tokens the backend answered (getToken, agentLogin): none may be kept in storage. */
const accessTokensOf = (calls: { answer: string }[]): string[] =>
  calls.flatMap((c) => {
    try {
      const token = (JSON.parse(c.answer) as { access_token?: unknown }).access_token;
      return typeof token === 'string' ? [token] : [];
    } catch {
      return [];
    }
  });

/** A shopper signed in on one "page load" with a line in the cart: what the next load finds stored. */
async function signedInWithCart(sessionKey: string) {
  const first = testCommerce(sim, { sessionKey });
  await first.session.signIn('registered@example.com', PASSWORD);
  const sku = await skuOf(sim, PRODUCTS.inStock);
  const cart = await first.cart.addItem({ productId: sku, qty: 2 });
  return { first, sku, cart };
}

describe('where the storefront keeps its tokens (issue 22)', () => {
  it('after a guest grant, a sign-in and a refresh, no access token is in localStorage or sessionStorage', async () => {
    let clock = Date.now();
    const { fetch, calls, count } = recordingFetch();
    const commerce = testCommerce(sim, { fetch, now: () => clock });

    const guest = await commerce.deps.tokens.ensure();
    await commerce.session.signIn('registered@example.com', PASSWORD);
    clock += commerce.deps.tokens.msUntilRefresh() + 1000;
    const refreshed = await commerce.deps.tokens.ensure();

    expect(count('POST', TOKEN_PATH, '"Refresh"')).toBe(1);
    const issued = accessTokensOf(calls);
    expect(issued).toHaveLength(3);
    expect(issued).toEqual(expect.arrayContaining([guest, refreshed]));
    const stored = storedText();
    expect(stored.join('\n')).toContain(commerce.deps.session.get().refreshToken);
    for (const token of issued) expect(stored.filter((text) => text.includes(token))).toEqual([]);
    expect(stored.join('\n')).not.toMatch(/accessToken|access_token/);
  });

  it('a reload gets a new access token through the refresh grant, still signed in, with the cart', async () => {
    const sessionKey = `storefront.session.test.${Math.random()}`;
    const { first, sku, cart } = await signedInWithCart(sessionKey);
    const { fetch, count, presentedRefreshTokens } = recordingFetch();

    const reloaded = testCommerce(sim, { sessionKey, fetch });
    expect(reloaded.deps.tokens.accessToken()).toBeUndefined();
    const stored = reloaded.deps.session.get().refreshToken;
    const token = await reloaded.deps.tokens.ensure();

    expect(presentedRefreshTokens()).toEqual([stored]);
    expect(count('POST', TOKEN_PATH, '"Guest"')).toBe(0);
    expect(token).not.toBe(first.deps.tokens.accessToken());
    expect(reloaded.deps.session.get()).toMatchObject({ consumerType: 'REGISTERED', basketId: cart.id });
    expect((await reloaded.session.profile()).consumerDetails.email).toBe('registered@example.com');
    const read = await reloaded.cart.getCart();
    expect(read?.items.filter((i) => !i.bonus).map((i) => [i.productId, i.qty])).toEqual([[sku, 2]]);
  });

  it('calls that need no token go out at once after a reload; a cart call waits for the refresh', async () => {
    const sessionKey = `storefront.session.test.${Math.random()}`;
    await signedInWithCart(sessionKey);
    const { fetch, calls, count } = recordingFetch();
    const reloaded = testCommerce(sim, { sessionKey, fetch });

    const product = await reloaded.product.getProductDetails(PRODUCTS.inStock);

    expect(product.id.startsWith(PRODUCTS.inStock)).toBe(true);
    expect(count('POST', TOKEN_PATH)).toBe(0);
    expect(calls.map((c) => [c.path, c.authorization])).toEqual([
      [`/products/v2/products/${PRODUCTS.inStock}/details`, null],
    ]);

    await reloaded.cart.getCart();
    const refresh = calls.findIndex((c) => c.path === TOKEN_PATH && c.body.includes('"Refresh"'));
    const cartRead = calls.findIndex((c) => c.path.startsWith('/cart/v1/cart/'));
    expect(refresh).toBeGreaterThan(0);
    expect(cartRead).toBeGreaterThan(refresh);
    expect(calls[cartRead]?.authorization).toBe(`Bearer ${reloaded.deps.tokens.accessToken()}`);
  });

  it('a page load that cannot reach the token service keeps the stored session for the next try', async () => {
    const sessionKey = `storefront.session.test.${Math.random()}`;
    await signedInWithCart(sessionKey);
    const reloaded = testCommerce(sim, { sessionKey });
    const stored = reloaded.deps.session.get();
    await sim.control('POST', '/faults', { operation: 'getToken', network: 'reset', times: 1 });

    await expect(reloaded.deps.tokens.ensure()).rejects.toThrow();
    expect(reloaded.deps.session.get()).toEqual(stored);

    await reloaded.deps.tokens.ensure();
    expect(reloaded.deps.session.get()).toMatchObject({
      consumerType: 'REGISTERED',
      basketId: stored.basketId,
    });
  });

  it('an access token an older storefront stored is dropped on read and never written back', async () => {
    const sessionKey = `storefront.session.test.${Math.random()}`;
    await signedInWithCart(sessionKey);
    const old = 'atk-stored-by-an-older-storefront';
    const stored = JSON.parse(localStorage.getItem(sessionKey) as string) as Record<string, unknown>;
    localStorage.setItem(
      sessionKey,
      JSON.stringify({ ...stored, accessToken: old, accessExpiresAt: Date.now() + 600_000 }),
    );
    const { fetch, calls, count } = recordingFetch();

    const reloaded = testCommerce(sim, { sessionKey, fetch });
    expect(reloaded.deps.session.get()).not.toHaveProperty('accessToken');
    expect(reloaded.deps.session.get()).not.toHaveProperty('accessExpiresAt');
    await reloaded.cart.getCart();

    expect(count('POST', TOKEN_PATH, '"Refresh"')).toBe(1);
    expect(calls.filter((c) => c.authorization?.includes(old))).toEqual([]);
    expect(reloaded.deps.session.get().consumerType).toBe('REGISTERED');
    expect(localStorage.getItem(sessionKey)).not.toContain(old);
    expect(localStorage.getItem(sessionKey)).not.toContain('accessToken');
  });
});
