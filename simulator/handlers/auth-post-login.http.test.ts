import { describe, expect, it } from 'vitest';
import { VALID_CARD_YEAR } from '../testing/card-expiry';
import { apiClient, useTestServer } from '../testing/test-server';
import { guestToken, signInCode, VERIFIER } from './sign-in.test-helpers';

const server = useTestServer();

const address = {
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: '1201 3rd Ave',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  countryCode: 'US',
  email: 'registered@example.com',
  phone: '+12065550101',
  phoneCode: '1-US',
};
const card = {
  token: 'tok_guest_4111',
  cardType: 'VISA',
  bin: '411111',
  lastFour: '1111',
  expiryMonth: 12,
  expiryYear: VALID_CARD_YEAR,
  holderName: 'Ana Lima',
};

describe('sign-in with an order pending (postLogin)', () => {
  it('attaches the guest order to the account: it appears in purchase history', async () => {
    const session = 'auth-post-login';
    const world = await server.simulator.worlds.get(session);
    const sku = world.data.catalogue.products.find((p) => p.styleId === 'SPJK0001')?.variants[0]?.sku;
    const api = apiClient(server.url, session);
    await guestToken(api);
    const cart = (await api.post('/cart/v1/cart', {})).body;
    const step = async (answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      if (status >= 300) throw new Error(JSON.stringify(body));
      return body as Record<string, unknown>;
    };
    await step(api.post('/cart/v1/item', { cartId: cart.id, productId: sku, qty: 1 }));
    await step(api.post(`/cart/v2/cart/${cart.id}/shippingAddress`, address));
    await step(api.post(`/cart/v1/cart/${cart.id}/billingAddress`, address));
    const paid = await step(
      api.post(`/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'CREDIT_CARD', card }),
    );
    const instruments = paid.payment_instruments as { payment_instrument_id: string }[];
    const order = await step(
      api.put('/cart/v2/checkout/order', {
        recaptcha_response: 'bot-check-ok',
        cartId: cart.id,
        billingAddress: address,
        paymentMethod: {
          code: 'CREDIT_CARD',
          id: instruments[0]?.payment_instrument_id,
          bin: '411111',
          type: 'VISA',
        },
      }),
    );
    expect(order.status).toBe('CONFIRMED');

    const code = await signInCode(api, 'registered@example.com', 'Trail2026!');
    const token = await api.post('/token/v2/auth/token', {
      type: 'Registered',
      authorizationCode: code.body.authorizationCode,
      codeVerifier: VERIFIER,
      guestObjects: {},
      orderNo: order.orderNumber,
      st: order.st,
      action: 'postLogin',
    });
    expect(token.status).toBe(200);
    api.setToken(token.body.access_token);
    const history = await api.post('/consumers-v3/consumer/purchasehistory', { start: 0, count: 10 });
    expect(history.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(
      order.orderNumber,
    );
    const details = await api.get(`/consumers-v3/consumer/purchase/${order.orderNumber}`);
    expect(details.body).toMatchObject({ status: 'PROCESSING', canCancel: true });
  });
});
