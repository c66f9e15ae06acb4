import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { card, errorIdOf, guest, HOME, IN_STOCK, placeBody, readyCart, skuOf } from './commerce.test-helpers';

const server = useTestServer();
const SEATTLE = { ...HOME, addressLine1: '9 Pike St', city: 'Seattle', province: 'WA', postalCode: '98101' };

async function prepared(session: string) {
  const api = apiClient(server.url, session);
  await guest(api);
  const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
  await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
  const first = await api.post('/cart/v1/cart/prepareOrder', { basketId: cartId });
  expect(first.status).toBe(200);
  return { api, cartId, tax: first.body.totals.tax as number };
}

describe('TAX310: the tax changed since the order was prepared', () => {
  it('answers the next prepare with TAX310, the cart carrying the new tax, then prepares', async () => {
    const { api, cartId, tax } = await prepared('tax-prepare');
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, SEATTLE);
    const again = await api.post('/cart/v1/cart/prepareOrder', { basketId: cartId });
    expect([again.status, errorIdOf(again.body)]).toEqual([409, 'TAX310']);
    const cart = await api.get(`/cart/v1/cart/${cartId}`);
    expect(cart.body.totals.tax).not.toBe(tax);
    const third = await api.post('/cart/v1/cart/prepareOrder', { basketId: cartId });
    expect([third.status, third.body.totals.tax]).toEqual([200, cart.body.totals.tax]);
  });

  it('answers place order with TAX310, then places at the new total', async () => {
    const { api, cartId } = await prepared('tax-place');
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, SEATTLE);
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect(errorIdOf(refused.body)).toBe('TAX310');
    const total = (await api.get(`/cart/v1/cart/${cartId}`)).body.totals.total;
    const placed = await api.put('/cart/v2/checkout/order', placeBody(cartId));
    expect([placed.body.status, placed.body.totals.total]).toEqual(['CONFIRMED', total]);
  });

  it('does not answer TAX310 when the new address keeps the same tax rule', async () => {
    const { api, cartId } = await prepared('tax-same');
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, { ...HOME, addressLine1: '1701 Wynkoop St' });
    expect((await api.post('/cart/v1/cart/prepareOrder', { basketId: cartId })).status).toBe(200);
  });
});
