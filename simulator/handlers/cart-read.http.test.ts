import { describe, expect, it } from 'vitest';
import { HOME_LOCATION } from '../db/catalogue-store';
import { setStockLevel } from '../services/catalogue/world-catalogue';
import { apiClient, STOREFRONT_HEADERS, useTestServer } from '../testing/test-server';
import { guest, IN_STOCK, newCart, readyCart, skuOf, world } from './commerce.test-helpers';

/**
 * GET cart answers a read with the same facts as a recent one from memory (services/commerce/cart-view-service.ts):
 * the same bytes, and never a stale answer once the cart, the stock or the clock changed.
 */

const server = useTestServer();

async function cartWithJacket(session: string) {
  const api = apiClient(server.url, session);
  const token = await guest(api);
  const headers = { ...STOREFRONT_HEADERS, 'x-harness-session': session, authorization: `Bearer ${token}` };
  const cartId = await newCart(api);
  const sku = await skuOf(server, session, IN_STOCK);
  expect((await api.post('/cart/v1/item', { cartId, productId: sku, qty: 2 })).status).toBe(200);
  const read = async () => {
    const answer = await fetch(`${server.url}/cart/v1/cart/${cartId}`, { headers });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  return { api, cartId, sku, read, w: await world(server, session) };
}

describe('reading a cart again', () => {
  it('answers the same bytes while nothing changed', async () => {
    const { read } = await cartWithJacket('read-same');
    expect(await read()).toBe(await read());
  });

  it('follows a change to the cart', async () => {
    const { api, cartId, read } = await cartWithJacket('read-cart-change');
    const before = JSON.parse(await read());
    const itemId = before.items[0].id;
    expect((await api.put(`/cart/v1/cart/${cartId}/item`, { itemId, qty: 3 })).status).toBe(200);
    expect(JSON.parse(await read()).items[0].qty).toBe(3);
  });

  it('follows a change of stock that the cart does not store', async () => {
    const { sku, read, w } = await cartWithJacket('read-stock-change');
    const homeOption = (text: string) =>
      JSON.parse(text).items[0].shippingOptions.find((o: { shippingMethod: { code: string } }) =>
        ['me', 'ground'].includes(o.shippingMethod.code),
      );
    const before = await read();
    expect(homeOption(before)?.available).toBe(true);
    await setStockLevel(w, HOME_LOCATION, sku, 0);
    const after = await read();
    expect(after).not.toBe(before);
    expect(homeOption(after)?.available).toBe(false);
  });

  it('answers a prepareOrder that changes nothing as the one before, and follows a change', async () => {
    const session = 'prepare-again';
    const api = apiClient(server.url, session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    const prepare = () => api.post('/cart/v1/cart/prepareOrder', { basketId: cartId });
    const first = await prepare();
    expect(first.status).toBe(200);
    const w = await world(server, session);
    const stored = w.db.commerce.carts.get(cartId);
    expect((await prepare()).body).toEqual(first.body);
    expect(w.db.commerce.carts.get(cartId)).toBe(stored);
    const itemId = first.body.items[0].id;
    expect((await api.put(`/cart/v1/cart/${cartId}/item`, { itemId, qty: 2 })).status).toBe(200);
    const after = await prepare();
    expect(after.body.items[0].qty).toBe(2);
    expect(after.body.totals.itemTotal).toBeGreaterThan(first.body.totals.itemTotal);
  });
});
