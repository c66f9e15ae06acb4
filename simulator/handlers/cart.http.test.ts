import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../contracts/entities/cart-item';
import { adjustHomeStock, homeStock } from '../services/catalogue/inventory';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  errorIdOf,
  guest,
  IN_STOCK,
  lines,
  newCart,
  OUT_OF_STOCK,
  skuOf,
  totalsAddUp,
  world,
} from './commerce.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

describe('cart ownership', () => {
  it('needs a token (AUT401)', async () => {
    const api = client('own-none');
    const answer = await api.post('/cart/v1/cart', {});
    expect([answer.status, errorIdOf(answer.body)]).toEqual([401, 'AUT401']);
  });

  it('keeps two shoppers apart: AUT498 by path, INVALID_CUSTOMER by body; unknown carts BSK404 / CART_NOT_FOUND', async () => {
    const alice = client('own-two');
    const bob = client('own-two');
    await guest(alice);
    await guest(bob);
    const cartId = await newCart(alice);
    const read = await bob.get(`/cart/v1/cart/${cartId}`);
    expect([read.status, errorIdOf(read.body)]).toEqual([403, 'AUT498']);
    const add = await bob.post('/cart/v1/item', {
      cartId,
      productId: await skuOf(server, 'own-two', IN_STOCK),
    });
    expect([add.status, errorIdOf(add.body)]).toEqual([403, 'INVALID_CUSTOMER']);
    expect(errorIdOf((await alice.get('/cart/v1/cart/bk-unknown')).body)).toBe('BSK404');
    const unknown = await alice.post('/cart/v1/item', { cartId: 'bk-unknown', productId: 'X' });
    expect(errorIdOf(unknown.body)).toBe('CART_NOT_FOUND');
    expect((await alice.get(`/cart/v1/cart/${cartId}`)).status).toBe(200);
  });

  it('keeps harness sessions apart: another session does not know the cart', async () => {
    const here = client('own-here');
    await guest(here);
    const cartId = await newCart(here);
    const there = client('own-there');
    await guest(there);
    expect(errorIdOf((await there.get(`/cart/v1/cart/${cartId}`)).body)).toBe('BSK404');
  });
});

describe('lines and quantities', () => {
  it('adds one unit by default, merges the same sku and keeps totals consistent', async () => {
    const session = 'lines-add';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const sku = await skuOf(server, session, IN_STOCK);
    await api.post('/cart/v1/item', { cartId, productId: sku });
    const again = await api.post('/cart/v1/item', { cartId, productId: sku, qty: 2 });
    expect(lines(again.body)).toHaveLength(1);
    expect(lines(again.body)[0]).toMatchObject({ productId: sku, qty: 3, maxQty: 999999 });
    expect(again.body.totals).toMatchObject({ itemTotal: 687, totalUnits: 3 });
    expect(totalsAddUp(again.body.totals)).toBe(true);
  });

  it('refuses out-of-stock products and reduces to the stock that is left', async () => {
    const session = 'lines-stock';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const none = await api.post('/cart/v1/item', {
      cartId,
      productId: await skuOf(server, session, OUT_OF_STOCK),
    });
    expect([none.status, errorIdOf(none.body)]).toEqual([422, 'INV700']);
    const sku = await skuOf(server, session, IN_STOCK, 2);
    const partial = await api.post('/cart/v1/item', { cartId, productId: sku, qty: 40 });
    expect(lines(partial.body)[0]).toMatchObject({ qty: 25, codes: ['ProductLineItemInventoryMissing'] });
    expect(partial.body.flash[0]).toMatchObject({
      code: 'ProductLineItemInventoryMissing',
      details: { action: 'QUANTITY_REDUCED' },
    });
  });

  it('caps a made-to-order line at its max, then answers ADDED_MAX_QUANTITY and INV408 with the max', async () => {
    const session = 'lines-max';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const add = await api.post('/cart/v1/item', {
      cartId,
      productId: 'SPBP0001',
      recipeId: 'rcp-0001',
      qty: 7,
    });
    expect(add.status).toBe(200);
    const line = lines(add.body)[0];
    expect(line).toMatchObject({
      qty: 5,
      maxQty: 5,
      recipeId: 'rcp-0001',
      codes: ['ProductItemMaxQuantity'],
    });
    expect(line?.shippingOptions?.find((o) => o.selected)?.shippingMethod.code).toBe('customs');
    const more = await api.post('/cart/v1/item', { cartId, productId: 'SPBP0001', recipeId: 'rcp-0001' });
    expect([more.status, errorIdOf(more.body)]).toEqual([422, 'ADDED_MAX_QUANTITY']);
    expect(more.body.errorDetails[0].message).toContain('5');
    const over = await api.put(`/cart/v1/cart/${cartId}/item`, { itemId: line?.id, qty: 6 });
    expect([over.status, errorIdOf(over.body)]).toEqual([422, 'INV408']);
    expect(over.body.errorDetails[0].message).toContain('5');
  });

  it('never lets the shopper change the gift line (GWP_PRODUCT)', async () => {
    const session = 'lines-gift';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const add = await api.post('/cart/v1/item', {
      cartId,
      productId: await skuOf(server, session, IN_STOCK),
    });
    expect(add.body.items.find((i: CartItem) => i.bonus)).toMatchObject({ id: 'gwp-promo-gwp-tote', qty: 1 });
    const gift = await api.delete('/cart/v1/item', { cartId, itemId: 'gwp-promo-gwp-tote' });
    expect([gift.status, errorIdOf(gift.body)]).toEqual([422, 'GWP_PRODUCT']);
  });

  it('takes 50 concurrent adds to one cart without losing one', async () => {
    const session = 'lines-50';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const sku = await skuOf(server, session, IN_STOCK, 3);
    await adjustHomeStock(await world(server, session), sku, 100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.post('/cart/v1/item', { cartId, productId: sku, qty: 1 })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const cart = (await api.get(`/cart/v1/cart/${cartId}`)).body;
    expect(lines(cart)).toHaveLength(1);
    expect(lines(cart)[0]?.qty).toBe(50);
    expect(cart.totals.totalUnits).toBe(50);
    expect(cart.totalItems).toBe(50);
    expect(cart.totals.itemTotal).toBe(229 * 50);
    expect(totalsAddUp(cart.totals)).toBe(true);
  });
});

describe('reservations', () => {
  it('holds stock until reservedUntil, then gives it back with a CART_EXPIRED notice', async () => {
    const session = 'reserve';
    const api = client(session);
    await guest(api);
    const w = await world(server, session);
    const sku = await skuOf(server, session, IN_STOCK, 5);
    const before = homeStock(w, sku);
    const reserved = await api.post('/cart/v1/reserveWithItem', { productId: sku, qty: 2 });
    expect(reserved.status).toBe(201);
    expect(Date.parse(reserved.body.reservedUntil)).toBeGreaterThan(Date.now());
    expect(homeStock(w, sku)).toBe(before - 2);
    expect(errorIdOf((await api.post('/cart/v1/reserveWithItem', { productId: sku, qty: 500 })).body)).toBe(
      'INV409',
    );
    w.clock.set(new Date(Date.parse(reserved.body.reservedUntil) + 1000));
    const lapsed = await api.get(`/cart/v1/cart/${reserved.body.id}`);
    w.clock.set(undefined);
    expect(lapsed.body.customerNotifications[0].code).toBe('CART_EXPIRED');
    expect(homeStock(w, sku)).toBe(before);
  });
});

describe('coupons', () => {
  it('applies and removes codes, and refuses codes from real conditions', async () => {
    const session = 'coupons';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    const applied = await api.put('/cart/v1/coupon?expand=promoSummary', { cartId, code: 'spring20' });
    expect(applied.status).toBe(200);
    expect(applied.body.couponItems[0]).toMatchObject({ code: 'SPRING20', valid: true, applied: true });
    expect(applied.body.items[0].productPromotions[0]).toMatchObject({
      couponCode: 'SPRING20',
      price: -45.8,
    });
    expect(applied.body.promoSummary.map((p: { level: string }) => p.level)).toContain('PRODUCT');
    expect(totalsAddUp(applied.body.totals)).toBe(true);

    for (const [code, id] of [
      ['SPRING20', 'PRM416'],
      ['WINTER2025', 'PRM155'],
      ['FUTURE30', 'PRM135'],
      ['LIMITED50', 'PRM140'],
      ['THANKYOU20', 'PRM150'],
      ['NOSUCHCODE', 'PRM160'],
    ]) {
      expect(errorIdOf((await api.put('/cart/v1/coupon', { cartId, code })).body)).toBe(id);
    }
    const removed = await api.delete('/cart/v1/coupon', { cartId, code: 'SPRING20' });
    expect(removed.body.couponItems).toBeUndefined();
    expect(removed.body.totals.totalDiscount).toBeLessThan(applied.body.totals.totalDiscount);
    expect(errorIdOf((await api.delete('/cart/v1/coupon', { cartId, code: 'SPRING20' })).body)).toBe(
      'PRM130',
    );
  });

  it('shows approaching promotions in the three-part form', async () => {
    const session = 'approaching';
    const api = client(session);
    await guest(api);
    const cartId = await newCart(api);
    const sku = (await world(server, session)).data.catalogue.products
      .flatMap((p) => p.variants.map((v) => ({ v, color: p.colors.find((c) => c.code === v.color) })))
      .find(
        ({ v, color }) =>
          v.homeStock > 0 && color && color.prices.USD.current >= 6000 && color.prices.USD.current < 7000,
      )?.v.sku;
    await api.post('/cart/v1/item', { cartId, productId: sku });
    const cart = await api.get(`/cart/v1/cart/${cartId}?expand=approachingPromotions`);
    const shipping = cart.body.approachingPromotions.find(
      (a: { id: string }) => a.id === 'promo-free-ship-75',
    );
    expect(shipping.message.split('|')).toHaveLength(3);
  });
});
