import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { card, errorIdOf, IN_STOCK, placeBody, readyCart, skuOf } from './commerce.test-helpers';
import { signIn } from './sign-in.test-helpers';

/** A placed order moves along its timeline on the session's clock, moved through the control API. */
const server = useTestServer();

const advance = (session: string, advance: string) =>
  fetch(`${server.url}/__harness/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-harness-session': session },
    body: JSON.stringify({ advance }),
  });

describe('order status over time', () => {
  it('is PROCESSING, SHIPPED after 2 h (no cancel: ORD518), DELIVERED after 72 h', async () => {
    const session = 'order-timeline';
    const api = apiClient(server.url, session);
    await signIn(api, 'registered@example.com');
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    const orderNumber = placed.body.orderNumber as string;
    const purchase = async () => (await api.get(`/consumers-v3/consumer/purchase/${orderNumber}`)).body;
    expect(await purchase()).toMatchObject({ status: 'PROCESSING', canCancel: true });

    expect((await advance(session, 'PT3H')).status).toBe(200);
    await signIn(api, 'registered@example.com'); // the 30-minute access token has expired meanwhile
    expect(await purchase()).toMatchObject({ status: 'SHIPPED', canCancel: false });
    const refused = await api.post('/consumers-v3/consumer/CancelOrder', {
      orderNumber,
      reasonCode: 'CHANGED_MIND',
    });
    expect(errorIdOf(refused.body)).toBe('ORD518');

    await advance(session, 'P3D');
    await signIn(api, 'registered@example.com');
    expect((await purchase()).status).toBe('DELIVERED');
  });
});
