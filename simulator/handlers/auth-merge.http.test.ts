import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { exchange, guestToken, signIn, signInCode } from './sign-in.test-helpers';

const server = useTestServer();

/** The first sku of a well-known product of the seed (FIXTURE_IDS). */
async function skuOf(session: string, styleId: string): Promise<string> {
  const world = await server.simulator.worlds.get(session);
  const product = world.data.catalogue.products.find((p) => p.styleId === styleId);
  const sku = product?.variants[0]?.sku;
  if (!sku) throw new Error(`no sku for ${styleId}`);
  return sku;
}

describe('sign-in with cart merge', () => {
  it('adopts the guest cart into the consumer cart and answers its id', async () => {
    const session = 'auth-merge';
    const jacket = await skuOf(session, 'SPJK0001');
    const fleece = await skuOf(session, 'SPJK0002');

    const earlier = apiClient(server.url, session);
    await signIn(earlier, 'registered@example.com');
    const own = await earlier.post('/cart/v1/cart', {});
    expect(own.status).toBe(201);
    expect(
      (await earlier.post('/cart/v1/item', { cartId: own.body.id, productId: jacket, qty: 1 })).status,
    ).toBe(200);

    const api = apiClient(server.url, session);
    await guestToken(api);
    const guestCart = await api.post('/cart/v1/cart', {});
    await api.post('/cart/v1/item', { cartId: guestCart.body.id, productId: jacket, qty: 1 });
    await api.post('/cart/v1/item', { cartId: guestCart.body.id, productId: fleece, qty: 2 });

    const code = await signInCode(api, 'registered@example.com', 'Trail2026!');
    const token = await exchange(api, code.body.authorizationCode, undefined, {
      basketId: guestCart.body.id,
    });
    expect(token.status).toBe(200);
    expect(token.body.basketId).toBe(own.body.id);

    api.setToken(token.body.access_token);
    const merged = await api.get(`/cart/v1/cart/${own.body.id}`);
    expect(merged.status).toBe(200);
    // A line's productId is the sku or the colour product the sku starts with.
    const qtyOf = (sku: string) =>
      merged.body.items
        .filter((i: { productId: string }) => sku.startsWith(i.productId))
        .reduce((sum: number, i: { qty: number }) => sum + i.qty, 0);
    expect([qtyOf(jacket), qtyOf(fleece)]).toEqual([2, 2]);
    expect(merged.body.totalItems ?? merged.body.totals.totalUnits).toBe(4);
  });
});
