import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { card, errorIdOf, guest, HOME, IN_STOCK, placeBody, readyCart, skuOf } from './commerce.test-helpers';
import { signIn } from './sign-in.test-helpers';

const server = useTestServer();
const FRAUD = card('400000', '0119');

describe('the fraud test card (400000/0119)', () => {
  it('answers PYT402 when saved to the account, and nothing is stored', async () => {
    const api = apiClient(server.url, 'fraud-save');
    await signIn(api, 'partial@example.com');
    const saved = await api.post('/consumers-v3/consumer/payment_instruments', {
      payment_method_id: 'CREDIT_CARD',
      card: FRAUD.card,
      address: HOME,
      recaptcha_response: 'bot-check-ok',
    });
    expect([saved.status, errorIdOf(saved.body)]).toEqual([422, 'PYT402']);
    const list = await api.get('/consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD');
    expect(list.body.payment_instruments).toEqual([]);
  });

  it('answers PYT402 when added to the cart to keep, and fails only at place order when added once', async () => {
    const session = 'fraud-cart';
    const api = apiClient(server.url, session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    const kept = await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, {
      ...FRAUD,
      saveCard: true,
      recaptcha_response: 'bot-check-ok',
    });
    expect([kept.status, errorIdOf(kept.body)]).toEqual([422, 'PYT402']);
    const once = await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, FRAUD);
    expect(once.status).toBe(200);
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(errorIdOf(placed.body)).toBe('PAYMENT_FRAUD_VERIFICATION_EXCEPTION');
  });
});
