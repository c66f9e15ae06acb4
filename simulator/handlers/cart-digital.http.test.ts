import { describe, expect, it } from 'vitest';
import { COMMERCE_LIMITS } from '../db/commerce-config';
import { homeStock } from '../services/catalogue/inventory';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  type Client,
  card,
  DENVER,
  E_GIFT_CARD,
  errorIdOf,
  guest,
  HOME,
  IN_STOCK,
  lines,
  newCart,
  placeBody,
  skuOf,
  totalsAddUp,
  world,
} from './commerce.test-helpers';

/**
 * Digital products (the e-gift card fixture SPGC0001): delivered by e-mail only, at most 10 per line,
 * and never paid with a gift card (spec 000: shipping method `digital`, cart item isDigitalProduct).
 */

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

const DIGITAL_MAX = COMMERCE_LIMITS.digitalMaxQty;

/** A guest cart holding one $50 e-gift card; answers the cart id, the line id and the sku. */
async function cartWithGiftCard(api: Client, session: string, qty = 1) {
  await guest(api);
  const cartId = await newCart(api);
  const sku = await skuOf(server, session, E_GIFT_CARD, 1);
  const add = await api.post('/cart/v1/item', { cartId, productId: sku, qty });
  if (add.status !== 200) throw new Error(`add e-gift card: ${add.status} ${JSON.stringify(add.body)}`);
  const itemId = lines(add.body)[0]?.id as string;
  return { cartId, itemId, sku, added: add.body };
}

describe('digital products', () => {
  it('delivers an e-gift card by the digital method at no charge, and refuses home or pickup (SHP404)', async () => {
    const session = 'digital-method';
    const api = client(session);
    const { cartId, itemId, sku, added } = await cartWithGiftCard(api, session);
    expect(sku).toBe('SPGC0001050OS');
    const line = lines(added)[0];
    expect(line).toMatchObject({ productId: sku, masterId: E_GIFT_CARD, qty: 1, isDigitalProduct: true });
    expect(line?.shippingOptions).toEqual([
      {
        selected: true,
        available: true,
        shippingMethod: { code: 'digital', label: 'Email delivery', price: 0, deliveryTime: 'same day' },
      },
    ]);
    expect(added.totals).toMatchObject({ itemTotal: 50, shipping: 0 });
    expect(totalsAddUp(added.totals)).toBe(true);

    const switchTo = (code: string, storeId?: string) =>
      api.post('/cart/v1/shippingMethod', {
        cartId,
        itemIds: [itemId],
        code,
        ...(storeId ? { storeId } : {}),
      });
    for (const [code, storeId] of [['me'], ['standard'], ['pickup', DENVER], ['sts', DENVER]] as const) {
      const refused = await switchTo(code, storeId);
      expect([code, refused.status, errorIdOf(refused.body)]).toEqual([code, 422, 'SHP404']);
    }
    const addForHome = await api.post('/cart/v1/item', { cartId, productId: sku, shippingMethod: 'me' });
    expect(errorIdOf(addForHome.body)).toBe('SHP404');
    const addForPickup = await api.post('/cart/v1/item', { cartId, productId: sku, storeId: DENVER });
    expect(errorIdOf(addForPickup.body)).toBe('SHP404');

    const kept = await switchTo('digital');
    expect(kept.status).toBe(200);
    expect(lines(kept.body)[0]).toMatchObject({ qty: 1 });
    expect(lines(kept.body)[0]?.shippingOptions?.find((o) => o.selected)?.shippingMethod.code).toBe(
      'digital',
    );
  });

  it(`caps a line at the digital max of ${DIGITAL_MAX}, then answers ADDED_MAX_QUANTITY and INV408 with the max`, async () => {
    const session = 'digital-max';
    const api = client(session);
    const { cartId, itemId, added } = await cartWithGiftCard(api, session, DIGITAL_MAX + 2);
    expect(lines(added)[0]).toMatchObject({
      qty: DIGITAL_MAX,
      maxQty: DIGITAL_MAX,
      codes: ['ProductItemMaxQuantity'],
    });
    expect(added.flash[0]).toMatchObject({
      code: 'ProductItemMaxQuantity',
      details: { action: 'QUANTITY_REDUCED', itemId, maxQty: DIGITAL_MAX },
    });
    expect(added.totals).toMatchObject({ itemTotal: 50 * DIGITAL_MAX, totalUnits: DIGITAL_MAX, shipping: 0 });

    const more = await api.post('/cart/v1/item', { cartId, productId: lines(added)[0]?.productId });
    expect([more.status, errorIdOf(more.body)]).toEqual([422, 'ADDED_MAX_QUANTITY']);
    expect(more.body.errorDetails[0].message).toContain(String(DIGITAL_MAX));
    const over = await api.put(`/cart/v1/cart/${cartId}/item`, { itemId, qty: DIGITAL_MAX + 1 });
    expect([over.status, errorIdOf(over.body)]).toEqual([422, 'INV408']);
    expect(over.body.errorDetails[0].message).toContain(String(DIGITAL_MAX));
    // No stock limit below the max: e-mail delivery never runs out.
    const fewer = await api.put(`/cart/v1/cart/${cartId}/item`, { itemId, qty: 3 });
    expect(lines(fewer.body)[0]).toMatchObject({ qty: 3 });
    expect(lines(fewer.body)[0]?.codes).toBeUndefined();
  });

  it('refuses a gift card as payment for a cart that buys gift cards (GC_NOT_ALLOWED), and accepts it once the e-gift card is gone', async () => {
    const session = 'digital-gc';
    const api = client(session);
    const { cartId, itemId } = await cartWithGiftCard(api, session);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    const payWith = () =>
      api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, {
        payment_method_id: 'GIFT_CARD',
        giftCardNumber: '6006492222222222',
        pin: '2222',
      });
    const refused = await payWith();
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'GC_NOT_ALLOWED']);
    const methods = await api.get(`/cart/v1/cart/${cartId}/paymentMethods`);
    expect(methods.body.paymentMethods.map((m: { id: string }) => m.id)).not.toContain('GIFT_CARD');

    await api.delete('/cart/v1/item', { cartId, itemId });
    const accepted = await payWith();
    expect(accepted.status).toBe(200);
    expect(accepted.body.payment_instruments[0]).toMatchObject({ payment_method_id: 'GIFT_CARD' });
  });

  it('places a digital-only order without a shipping address and takes no stock', async () => {
    const session = 'digital-order';
    const api = client(session);
    const { cartId, sku } = await cartWithGiftCard(api, session, 2);
    const w = await world(server, session);
    const before = homeStock(w, sku);
    expect((await api.post(`/cart/v1/cart/${cartId}/billingAddress`, HOME)).status).toBe(200);
    expect(
      (await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'))).status,
    ).toBe(200);
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'CONFIRMED' });
    expect(
      placed.body.shipments.map((s: { shippingMethod: { code: string } }) => s.shippingMethod.code),
    ).toEqual(['digital']);
    expect(placed.body.items[0]).toMatchObject({ productId: sku, qty: 2, isDigitalProduct: true });
    expect(placed.body.totals).toMatchObject({ itemTotal: 100, shipping: 0 });
    expect(homeStock(w, sku)).toBe(before);
  });
});
