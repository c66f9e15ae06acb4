import { describe, expect, it } from 'vitest';
import { adjustStoreStock } from '../services/catalogue/inventory';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  card,
  DENVER,
  errorIdOf,
  guest,
  HOME,
  IN_STOCK,
  lines,
  newCart,
  PO_BOX,
  placeBody,
  skuOf,
  world,
} from './commerce.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

describe('delivery', () => {
  it('picks up in a store that has stock, and refuses a store without', async () => {
    const session = 'pickup';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const sku = await skuOf(server, session, IN_STOCK);
    const add = await api.post('/cart/v1/item', { cartId, productId: sku, qty: 2 });
    const itemId = lines(add.body)[0]?.id;
    const pickup = await api.post('/cart/v1/shippingMethod?expand=shippingMethods', {
      cartId,
      itemIds: [itemId],
      code: 'pickup',
      storeId: DENVER,
    });
    expect(pickup.status).toBe(200);
    const option = lines(pickup.body)[0]?.shippingOptions?.find((o) => o.selected);
    expect(option).toMatchObject({
      shippingMethod: { code: 'pickup' },
      storeInfo: { id: DENVER, storeInventory: 5 },
    });
    expect(pickup.body.totals.shipping).toBe(0);
    expect(pickup.body.totals.tax).toBeGreaterThan(0);
    expect(pickup.body.shippingMethods[0]).toMatchObject({
      shippingId: `pickup-${DENVER}`,
      code: 'pickup',
      storeId: DENVER,
    });

    await adjustStoreStock(await world(server, session), '0415', sku, -5);
    const empty = await api.post('/cart/v1/shippingMethod', {
      cartId,
      itemIds: [itemId],
      code: 'pickup',
      storeId: '0415',
    });
    expect([empty.status, errorIdOf(empty.body)]).toEqual([422, 'INV701']);
    const noPickup = await api.post('/cart/v1/shippingMethod', {
      cartId,
      itemIds: [itemId],
      code: 'pickup',
      storeId: '0810',
    });
    expect(errorIdOf(noPickup.body)).toBe('SHP404');
    const unknown = await api.post('/cart/v1/shippingMethod', {
      cartId,
      itemIds: [itemId],
      code: 'pickup',
      storeId: '9999',
    });
    expect(errorIdOf(unknown.body)).toBe('STR404');
  });

  it('turns pickup into ship to store when the store loses its stock (refresh)', async () => {
    const session = 'pickup-lost';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const sku = await skuOf(server, session, IN_STOCK, 1);
    await api.post('/cart/v1/item', {
      cartId,
      productId: sku,
      qty: 2,
      shippingMethod: 'pickup',
      storeId: DENVER,
    });
    await adjustStoreStock(await world(server, session), DENVER, sku, -5);
    const refreshed = await api.get(`/cart/v1/cart/${cartId}?refresh=true`);
    expect(refreshed.body.flash[0]).toMatchObject({
      code: 'PickupToSts',
      details: { action: 'SHIPPING_METHOD_CHANGED', fromShippingMethod: 'pickup', toShippingMethod: 'sts' },
    });
    expect(lines(refreshed.body)[0]?.shippingOptions?.find((o) => o.selected)?.shippingMethod.code).toBe(
      'sts',
    );
  });

  it('refuses PO boxes (SHP500), names the failing field (CHK320) and needs a phone (SHP410)', async () => {
    const session = 'address';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const po = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, PO_BOX);
    expect([po.status, errorIdOf(po.body)]).toEqual([422, 'SHP500']);
    const zip = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, { ...HOME, postalCode: 'ABCDE' });
    expect(errorIdOf(zip.body)).toBe('CHK320');
    expect(zip.body.errorDetails[0].message).toMatch(/^postalCode: /);
    expect(
      errorIdOf((await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, { ...HOME, phone: '' })).body),
    ).toBe('SHP410');
    const abroad = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, {
      ...HOME,
      country: 'FR',
      countryCode: 'FR',
      province: undefined,
      postalCode: '75011',
      phone: '+33142000000',
    });
    expect(errorIdOf(abroad.body)).toBe('CANT_SHIP_THERE');
    const ok = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, HOME);
    expect(ok.body.shippingAddress).toMatchObject({ countryCode: 'US', shippingId: 'me' });
    const verified = await api.post(`/cart/v1/cart/${cartId}/shippingAddress/validation`, HOME);
    expect(verified.body).toEqual({ verified: true, suggestions: [] });
    expect((await api.get(`/cart/v1/cart/${cartId}`)).body.verifiedShippingAddress).toBe(true);
  });

  it('takes a PO box for postal delivery only: a line switched back to courier answers SHIPPING_POBOX_UNAVAILABLE at place', async () => {
    const session = 'po-box';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const add = await api.post('/cart/v1/item', {
      cartId,
      productId: await skuOf(server, session, IN_STOCK),
    });
    const itemId = lines(add.body)[0]?.id;
    const courier = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, PO_BOX);
    expect([courier.status, errorIdOf(courier.body)]).toEqual([422, 'SHP500']);
    const byPost = { cartId, itemIds: [itemId], code: 'standard' };
    expect((await api.post('/cart/v1/shippingMethod', byPost)).status).toBe(200);
    const po = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, PO_BOX);
    expect([po.status, po.body.shippingAddress?.addressLine1]).toEqual([200, PO_BOX.addressLine1]);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));

    expect((await api.post('/cart/v1/shippingMethod', { ...byPost, code: 'me' })).status).toBe(200);
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'SHIPPING_POBOX_UNAVAILABLE']);

    expect((await api.post('/cart/v1/shippingMethod', byPost)).status).toBe(200);
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect([placed.status, placed.body.status]).toEqual([200, 'CONFIRMED']);
  });

  it('downgrades home delivery for a remote address', async () => {
    const session = 'remote';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    const alaska = { ...HOME, city: 'Anchorage', province: 'AK', postalCode: '99501', phone: '9075550100' };
    const answer = await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, alaska);
    expect(answer.body.flash[0]).toMatchObject({
      code: 'OrderShippingMethodDowngraded',
      details: { toShippingMethod: 'standard' },
    });
  });
});
