import { describe, expect, it } from 'vitest';
import { applyWorldSetup, type WorldSetup } from '../control/world-setup';
import type { World } from '../core/world';
import { apiClient, useTestServer } from '../testing/test-server';
import { card, errorIdOf, guest, placeBody, readyCart, world } from './commerce.test-helpers';

/**
 * A world that changes between the cart and the order (setup.catalogue and setup.stores with afterMinutes):
 * the session's clock moves past the change, as the clock control will, and the cart sees it.
 */

const JACKET = 'SPJK0001BLKM';
const NO_PICKUP_STORE = '0810';

const preset = (name: string, setup: WorldSetup) => ({
  name,
  description: name,
  apply: (w: World) => applyWorldSetup(w, setup),
});

const server = useTestServer({
  presets: [
    preset('sts-stops', { stores: [{ storeId: NO_PICKUP_STORE, stsEnabled: false, afterMinutes: 20 }] }),
    preset('jacket-goes-offline', {
      catalogue: [{ productId: 'SPJK0001', online: false, afterMinutes: 20 }],
    }),
    preset('jacket-loses-price', {
      catalogue: [{ productId: 'SPJK0001', prices: { USD: null }, afterMinutes: 20 }],
    }),
    preset('unknown-product', { catalogue: [{ productId: 'ZZZZ0000', online: false }] }),
    preset('unknown-store', { stores: [{ storeId: '9999', stsEnabled: false }] }),
  ],
});

async function activated(name: string, session: string) {
  const answer = await fetch(`${server.url}/__harness/scenarios/${name}`, {
    method: 'POST',
    headers: { 'x-harness-session': session },
  });
  return answer;
}

/** A guest cart with one jacket, addresses and a card, in an activated session. */
async function jacketCart(scenario: string, session: string) {
  expect((await activated(scenario, session)).status).toBe(200);
  const api = apiClient(server.url, session);
  await guest(api);
  const cartId = await readyCart(api, JACKET);
  const itemId: string = (await api.get(`/cart/v1/cart/${cartId}`)).body.items[0].id;
  return { api, cartId, itemId, w: await world(server, session) };
}

const later = (w: World, minutes: number) => w.clock.set(new Date(Date.now() + minutes * 60_000));

describe('a store stops shipping to store between the cart and the order', () => {
  it('turns the ship-to-store line into home delivery: StsToSthTransition, then the order goes through', async () => {
    const { api, cartId, itemId, w } = await jacketCart('sts-stops', 'sts-stops');
    const sts = await api.post('/cart/v1/shippingMethod', {
      cartId,
      itemIds: [itemId],
      code: 'sts',
      storeId: NO_PICKUP_STORE,
    });
    expect(sts.status).toBe(200);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    expect((await api.get(`/cart/v1/cart/${cartId}?refresh=true`)).body.flash ?? []).toEqual([]);

    const search = async () =>
      (await api.post('/stores/v1/search?lat=40.7682&lng=-111.8911&radius=5')).body.stores.find(
        (s: { id: string }) => s.id === NO_PICKUP_STORE,
      );
    expect(await search()).toMatchObject({ stsEnabled: true, services: expect.arrayContaining(['sts']) });

    later(w, 21);
    expect(await search()).toMatchObject({ stsEnabled: false, pickupEnabled: false });
    expect((await search()).services).not.toContain('sts');
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect([refused.status, errorIdOf(refused.body)]).toEqual([409, 'StsToSthTransition']);
    const cart = (await api.get(`/cart/v1/cart/${cartId}`)).body;
    expect(cart.flash[0]).toMatchObject({
      code: 'StsToSth',
      details: { action: 'SHIPPING_METHOD_CHANGED', fromShippingMethod: 'sts', toShippingMethod: 'me' },
    });
    const store = (
      await api.post('/cart/v1/shippingMethod', {
        cartId,
        itemIds: [itemId],
        code: 'sts',
        storeId: NO_PICKUP_STORE,
      })
    ).body;
    expect(errorIdOf(store)).toBe('INV701');
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(placed.body.status).toBe('CONFIRMED');
  });
});

describe('a product goes offline or loses its price after it was added', () => {
  it('flags the line ProductItemNotAvailable on refresh, and its details answer ORD404', async () => {
    const { api, cartId, itemId, w } = await jacketCart('jacket-goes-offline', 'offline');
    expect((await api.get('/products/v2/products/SPJK0001/details')).status).toBe(200);
    later(w, 21);
    const refreshed = (await api.get(`/cart/v1/cart/${cartId}?refresh=true`)).body;
    expect(refreshed.items[0]).toMatchObject({ available: false, codes: ['ProductItemNotAvailable'] });
    expect(refreshed.flash).toEqual([
      expect.objectContaining({
        code: 'ProductItemNotAvailable',
        details: expect.objectContaining({ itemId }),
      }),
    ]);
    expect(refreshed.totals.itemTotal).toBe(0);
    const update = await api.put(`/cart/v1/cart/${cartId}/item`, { itemId, qty: 2 });
    expect([update.status, errorIdOf(update.body)]).toEqual([422, 'ORD430']);
    expect(errorIdOf((await api.get('/products/v2/products/SPJK0001/details')).body)).toBe('ORD404');
    expect(errorIdOf((await api.post('/cart/v1/item', { cartId, productId: JACKET })).body)).toBe('ORD404');
  });

  it('answers ITEM_NO_LONGER_AVAILABLE at place order, with the item code saved on the cart', async () => {
    const { api, cartId, w } = await jacketCart('jacket-goes-offline', 'offline-place');
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    later(w, 21);
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(errorIdOf(refused.body)).toBe('ITEM_NO_LONGER_AVAILABLE');
    const cart = (await api.get(`/cart/v1/cart/${cartId}`)).body;
    expect(cart.items[0].codes).toEqual(['ProductItemNotAvailable']);
  });

  it('a line whose price went away is not available either (prepare), and changing it answers INV702', async () => {
    const { api, cartId, itemId, w } = await jacketCart('jacket-loses-price', 'no-price');
    later(w, 21);
    const prepared = (await api.post('/cart/v1/cart/prepareOrder', { basketId: cartId })).body;
    expect(prepared.items[0]).toMatchObject({ available: false, codes: ['ProductItemNotAvailable'] });
    expect(prepared.flash.map((f: { code: string }) => f.code)).toEqual(['ProductItemNotAvailable']);
    const update = await api.put(`/cart/v1/cart/${cartId}/item`, { itemId, qty: 2 });
    expect([update.status, errorIdOf(update.body)]).toEqual([422, 'INV702']);
  });
});

describe('catalogue and store setup is checked', () => {
  it('refuses an unknown product or store, naming the field', async () => {
    const product = await activated('unknown-product', 'bad-product');
    expect(product.status).toBe(400);
    expect((await product.json()).errorDetails[0].message).toBe(
      'scenario "unknown-product" setup.catalogue.0.productId: no product ZZZZ0000 in seed 7',
    );
    const store = await activated('unknown-store', 'bad-store');
    expect(store.status).toBe(400);
    expect((await store.json()).errorDetails[0].message).toMatch(/setup\.stores\.0\.storeId: no store 9999/);
  });
});

describe('the free gift-with-purchase product', () => {
  it('cannot be added or chosen as a line’s variant (GWP403)', async () => {
    const api = apiClient(server.url, 'gwp');
    await guest(api);
    const cartId = await readyCart(api, JACKET);
    const added = await api.post('/cart/v1/item', { cartId, productId: 'GWPTOTE01OS' });
    expect([added.status, errorIdOf(added.body)]).toEqual([422, 'GWP403']);
    const itemId: string = (await api.get(`/cart/v1/cart/${cartId}`)).body.items[0].id;
    const changed = await api.put(`/cart/v1/cart/${cartId}/item`, { itemId, productId: 'GWPTOTE01OS' });
    expect([changed.status, errorIdOf(changed.body)]).toEqual([422, 'GWP403']);
  });
});
