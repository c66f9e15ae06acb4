import { describe, expect, it } from 'vitest';
import { homeStock } from '../services/catalogue/inventory';
import { findOrder } from '../services/commerce/orders';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  type Client,
  card,
  errorIdOf,
  IN_STOCK,
  placeBody,
  readyCart,
  skuOf,
  threeDs,
  world,
} from './commerce.test-helpers';
import { signIn } from './sign-in.test-helpers';

/**
 * CancelOrder (users area) on an order placed through checkout: the commerce order itself becomes
 * CANCELLED (what checkout's patch and postLogin read), and what the order took is given back.
 */

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

const cancel = (api: Client, orderNumber: string) =>
  api.post('/consumers-v3/consumer/CancelOrder', { orderNumber, reasonCode: 'CHANGED_MIND' });
const balanceOf = async (api: Client) =>
  (await api.post('/cart/v1/giftcard/balance', { giftCardNumber: '6006491111111111', pin: '1111' })).body
    .balance;

describe('cancelling a placed order', () => {
  it('cancels the commerce order too, and gives back its stock and gift card balance', async () => {
    const session = 'cancel-placed';
    const api = client(session);
    await signIn(api, 'registered@example.com');
    const sku = await skuOf(server, session, IN_STOCK);
    const w = await world(server, session);
    const stockBefore = homeStock(w, sku);
    const cartId = await readyCart(api, sku, 2);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, {
      payment_method_id: 'GIFT_CARD',
      giftCardNumber: '6006491111111111',
      pin: '1111',
    });
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(placed.body.status).toBe('CONFIRMED');
    const orderNumber = placed.body.orderNumber as string;
    expect(homeStock(w, sku)).toBe(stockBefore - 2);
    expect(await balanceOf(api)).toBe(0);

    const cancelled = await cancel(api, orderNumber);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ orderNumber, status: 'CANCELLED' });
    expect(findOrder(w, orderNumber)?.status).toBe('CANCELLED');
    const details = await api.get(`/consumers-v3/consumer/purchase/${orderNumber}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ orderNumber, status: 'CANCELLED', canCancel: false });
    const history = await api.post('/consumers-v3/consumer/purchasehistory', { start: 0, count: 20 });
    expect(
      history.body.orders.find((o: { orderNumber: string }) => o.orderNumber === orderNumber)?.status,
    ).toBe('CANCELLED');
    expect(homeStock(w, sku)).toBe(stockBefore);
    expect(await balanceOf(api)).toBe(50);

    // Again: the same answer, nothing given back twice.
    const again = await cancel(api, orderNumber);
    expect(again.body).toEqual(cancelled.body);
    expect(homeStock(w, sku)).toBe(stockBefore);
    expect(await balanceOf(api)).toBe(50);
  });

  it('cancels an order waiting for 3-D Secure: the later patch finds nothing to confirm', async () => {
    const session = 'cancel-pending';
    const api = client(session);
    await signIn(api, 'registered@example.com');
    const sku = await skuOf(server, session, IN_STOCK);
    const w = await world(server, session);
    const stockBefore = homeStock(w, sku);
    const cartId = await readyCart(api, sku);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('400000', '3220'));
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(placed.body.status).toBe('PAYMENT_PENDING');
    const orderNumber = placed.body.orderNumber as string;

    expect((await cancel(api, orderNumber)).body.status).toBe('CANCELLED');
    expect(findOrder(w, orderNumber)?.status).toBe('CANCELLED');
    expect(homeStock(w, sku)).toBe(stockBefore);
    const challenge = placed.body.flash[0].details;
    const patch = await api.patch(`/cart/v2/checkout/order/${orderNumber}?st=${placed.body.st}`, {
      paymentMethod: {
        code: 'CREDIT_CARD',
        additionalData: {
          paymentInstrumentId: challenge.paymentInstrumentId,
          sessionID: challenge.sessionID,
          threeDS2Result: threeDs('Y'),
        },
      },
    });
    expect(errorIdOf(patch.body)).toBe('PAYMENT_ERROR');
    expect(findOrder(w, orderNumber)?.status).toBe('CANCELLED');
  });
});
