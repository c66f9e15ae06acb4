import { describe, expect, it } from 'vitest';
import { homeStock } from '../services/catalogue/inventory';
import { findOrder } from '../services/commerce/orders';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  card,
  errorIdOf,
  guest,
  IN_STOCK,
  placeBody,
  readyCart,
  skuOf,
  threeDs,
  totalsAddUp,
  world,
} from './commerce.test-helpers';

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

describe('guest checkout', () => {
  it('goes from a guest token to a CONFIRMED order, taking the stock and closing the cart', async () => {
    const session = 'co-guest';
    const api = client(session);
    await guest(api);
    const sku = await skuOf(server, session, IN_STOCK);
    const before = homeStock(await world(server, session), sku);
    const cartId = await readyCart(api, sku, 2);

    const method = await api.post('/cart/v1/shippingMethod', {
      cartId,
      itemIds: [(await api.get(`/cart/v1/cart/${cartId}`)).body.items[0].id],
      code: 'standard',
    });
    expect(method.status).toBe(200);
    expect(
      method.body.items[0].shippingOptions.find((o: { selected: boolean }) => o.selected).shippingMethod.code,
    ).toBe('standard');

    expect(
      (await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'))).status,
    ).toBe(200);
    const prepared = await api.post('/cart/v1/cart/prepareOrder', { basketId: cartId });
    expect(prepared.status).toBe(200);
    expect(prepared.body.totals.tax).toBeGreaterThan(0);
    expect(prepared.body.totals.remainingToPay).toBe(0);
    expect(totalsAddUp(prepared.body.totals)).toBe(true);

    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'CONFIRMED', email: 'ada@example.com', currency: 'USD' });
    expect(placed.body.totals.total).toBe(prepared.body.totals.total);
    expect(placed.body.shipments[0].shippingMethod.code).toBe('standard');
    expect(placed.body.flash).toBeUndefined();

    const w = await world(server, session);
    expect(findOrder(w, placed.body.orderNumber)?.status).toBe('CONFIRMED');
    expect(homeStock(w, sku)).toBe(before - 2);
    const gone = await api.get(`/cart/v1/cart/${cartId}`);
    expect([gone.status, errorIdOf(gone.body)]).toEqual([404, 'BSK404']);
  });

  it('needs the bot-check token: a rejected one answers AUT403 with the bot-defence appId', async () => {
    const session = 'co-bot';
    const api = client(session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    const refused = await api.put('/cart/v2/checkout/order', {
      ...placeBody(cartId),
      recaptcha_response: 'bot-check-fail',
    });
    expect([refused.status, errorIdOf(refused.body), refused.body.appId]).toEqual([
      403,
      'AUT403',
      'bot-defence',
    ]);
  });

  it('refuses a declined card (0002) with PAYMENT_ERROR and keeps the cart', async () => {
    const session = 'co-declined';
    const api = client(session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('400000', '0002'));
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'PAYMENT_ERROR']);
    expect((await api.get(`/cart/v1/cart/${cartId}`)).status).toBe(200);
  });

  it('answers PYT400 when the payment does not cover the total', async () => {
    const session = 'co-unpaid';
    const api = client(session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    const gift = await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, {
      payment_method_id: 'GIFT_CARD',
      giftCardNumber: '6006493333333333',
      pin: '3333',
    });
    expect(gift.body.payment_instruments[0]).toMatchObject({ amount: 15, maskedNumber: '************3333' });
    expect(gift.body.totals.remainingToPay).toBeCloseTo(gift.body.totals.total - 15, 2);
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId, 'GIFT_CARD'));
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'PYT400']);
  });

  it('answers ITEM_NO_LONGER_AVAILABLE when stock changed since the cart, with flash entries on the cart', async () => {
    const session = 'co-stock';
    const api = client(session);
    await guest(api);
    const sku = await skuOf(server, session, IN_STOCK, 1);
    const cartId = await readyCart(api, sku, 3);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    const w = await world(server, session);
    const { adjustHomeStock } = await import('../services/catalogue/inventory');
    await adjustHomeStock(w, sku, -(homeStock(w, sku) - 1));
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect([refused.status, errorIdOf(refused.body)]).toEqual([409, 'ITEM_NO_LONGER_AVAILABLE']);
    const cart = await api.get(`/cart/v1/cart/${cartId}`);
    expect(cart.body.flash.map((f: { code: string }) => f.code)).toEqual(['ProductLineItemInventoryMissing']);
    expect(cart.body.items[0]).toMatchObject({ qty: 1, codes: ['ProductLineItemInventoryMissing'] });
    const retried = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(retried.body.status).toBe('CONFIRMED');
  });
  it('sends the shopper back to shipping when a pickup store without ship to store loses its stock', async () => {
    const session = 'co-transition';
    const api = client(session);
    await guest(api);
    const sku = await skuOf(server, session, IN_STOCK, 4);
    const cartId = await readyCart(api, sku);
    const itemId = (await api.get(`/cart/v1/cart/${cartId}`)).body.items[0].id;
    const pickup = await api.post('/cart/v1/shippingMethod', {
      cartId,
      itemIds: [itemId],
      code: 'pickup',
      storeId: '0903',
    });
    expect(pickup.status).toBe(200);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    const { adjustStoreStock, storeStock } = await import('../services/catalogue/inventory');
    const w = await world(server, session);
    await adjustStoreStock(w, '0903', sku, -storeStock(w, '0903', sku));
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect([refused.status, errorIdOf(refused.body)]).toEqual([409, 'PickupToSthTransition']);
    const cart = await api.get(`/cart/v1/cart/${cartId}`);
    expect(cart.body.flash[0]).toMatchObject({ code: 'PickupToSth', details: { toShippingMethod: 'me' } });
  });
});

describe('3-D Secure', () => {
  async function challenged(session: string) {
    const api = client(session);
    await guest(api);
    const sku = await skuOf(server, session, IN_STOCK);
    const cartId = await readyCart(api, sku);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('400000', '3220'));
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    return { api, cartId, sku, placed };
  }

  const patchBody = (
    flash: { details: { sessionID: string; paymentInstrumentId: string } },
    status: string,
  ) => ({
    paymentMethod: {
      code: 'CREDIT_CARD',
      additionalData: {
        cardType: 'VISA',
        paymentInstrumentId: flash.details.paymentInstrumentId,
        sessionID: flash.details.sessionID,
        threeDS2Result: threeDs(status),
      },
    },
  });

  it('answers PaymentNotAuthorized, then a patch with transStatus Y confirms the order', async () => {
    const { api, cartId, placed } = await challenged('tds-ok');
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('PAYMENT_PENDING');
    const [flash] = placed.body.flash;
    expect(flash).toMatchObject({ code: 'PaymentNotAuthorized', details: { action: 'THREE_DS_CHALLENGE' } });
    const { orderNumber, st } = placed.body;
    const done = await api.patch(`/cart/v2/checkout/order/${orderNumber}?st=${st}`, patchBody(flash, 'Y'));
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('CONFIRMED');
    expect(done.body.flash).toBeUndefined();
    expect((await api.get(`/cart/v1/cart/${cartId}`)).status).toBe(404);
  });

  it('fails the order on any other transStatus (PAY400) and gives the cart and the stock back', async () => {
    const session = 'tds-fail';
    const { api, cartId, sku, placed } = await challenged(session);
    const w = await world(server, session);
    const held = homeStock(w, sku);
    const { orderNumber, st } = placed.body;
    const failed = await api.patch(
      `/cart/v2/checkout/order/${orderNumber}?st=${st}`,
      patchBody(placed.body.flash[0], 'N'),
    );
    expect([failed.status, errorIdOf(failed.body)]).toEqual([422, 'PAY400']);
    expect(findOrder(w, orderNumber)?.status).toBe('FAILED');
    expect(homeStock(w, sku)).toBe(held + 1);
    const cart = await api.get(`/cart/v1/cart/${cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.items.filter((i: { bonus?: boolean }) => !i.bonus)).toHaveLength(1);
    const again = await api.patch(
      `/cart/v2/checkout/order/${orderNumber}?st=${st}`,
      patchBody(placed.body.flash[0], 'Y'),
    );
    expect(errorIdOf(again.body)).toBe('PAYMENT_ERROR');
  });

  it('lets only the order owner patch: a wrong order token answers ORD409, an unknown order OHS4004', async () => {
    const { api, placed } = await challenged('tds-owner');
    const body = patchBody(placed.body.flash[0], 'Y');
    const other = client('tds-owner');
    await guest(other);
    const wrong = await other.patch(`/cart/v2/checkout/order/${placed.body.orderNumber}?st=st-wrong`, body);
    expect([wrong.status, errorIdOf(wrong.body)]).toEqual([404, 'ORD409']);
    const unknown = await api.patch('/cart/v2/checkout/order/EC-99999999?st=x', body);
    expect(errorIdOf(unknown.body)).toBe('OHS4004');
  });
});
