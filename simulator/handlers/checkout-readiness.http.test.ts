import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import {
  card,
  errorIdOf,
  guest,
  HOME,
  IN_STOCK,
  newCart,
  placeBody,
  readyCart,
  skuOf,
} from './commerce.test-helpers';
import { signIn } from './sign-in.test-helpers';

const server = useTestServer();
const prepare = (api: ReturnType<typeof apiClient>, basketId: string) =>
  api.post('/cart/v1/cart/prepareOrder', { basketId });

describe('BIL400: no billing address anywhere', () => {
  it('refuses prepare and a place without billing, then goes through once the cart has one', async () => {
    const session = 'bil400';
    const api = apiClient(server.url, session);
    await guest(api);
    const cartId = await newCart(api);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, HOME);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    const prepared = await prepare(api, cartId);
    expect([prepared.status, errorIdOf(prepared.body)]).toEqual([400, 'BIL400']);
    const { billingAddress: _none, ...withoutBilling } = placeBody(cartId);
    expect(errorIdOf((await api.put('/cart/v2/checkout/order', withoutBilling)).body)).toBe('BIL400');

    await api.post(`/cart/v1/cart/${cartId}/billingAddress`, HOME);
    expect((await prepare(api, cartId)).status).toBe(200);
    const placed = await api.put('/cart/v2/checkout/order', withoutBilling);
    expect([placed.body.status, placed.body.billingAddress?.city]).toEqual(['CONFIRMED', HOME.city]);
  });

  it('takes the billing address a saved card was saved with (express checkout)', async () => {
    const session = 'bil400-saved-card';
    const api = apiClient(server.url, session);
    await signIn(api, 'registered@example.com');
    const cartId = await newCart(api);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, HOME);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, {
      payment_method_id: 'CREDIT_CARD',
      paymentInstrumentId: 'pi-reg-1',
    });
    expect((await prepare(api, cartId)).status).toBe(200);
  });
});

describe("PYT406: the paying saved card's billing address is missing fields", () => {
  it('refuses prepare and place until the cart has a billing address of its own', async () => {
    const session = 'pyt406';
    const api = apiClient(server.url, session);
    await signIn(api, 'registered@example.com');
    const cartId = await newCart(api);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, HOME);
    const paid = await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, {
      payment_method_id: 'CREDIT_CARD',
      paymentInstrumentId: 'pi-reg-3',
    });
    expect(paid.status).toBe(200);
    const refused = await prepare(api, cartId);
    expect([refused.status, errorIdOf(refused.body)]).toEqual([400, 'PYT406']);
    expect(refused.body.errorDetails[0].message).toMatch(/city, postalCode/);
    const { billingAddress: _none, ...withoutBilling } = placeBody(cartId);
    const place = await api.put('/cart/v2/checkout/order', withoutBilling);
    expect([place.status, errorIdOf(place.body)]).toEqual([400, 'PYT406']);

    await api.post(`/cart/v1/cart/${cartId}/billingAddress`, HOME);
    expect((await prepare(api, cartId)).status).toBe(200);
    const placed = await api.put('/cart/v2/checkout/order', withoutBilling);
    expect([placed.body.status, placed.body.billingAddress?.city]).toEqual(['CONFIRMED', HOME.city]);
  });
});

describe('PYT405: an address book entry deleted since it was chosen', () => {
  it('refuses prepare and place until the address is entered again', async () => {
    const session = 'pyt405';
    const api = apiClient(server.url, session);
    await signIn(api, 'registered@example.com');
    const book = (await api.get('/consumers-v3/consumer')).body.consumerDetails.address;
    const broad = book.find((a: { addressLine1: string }) => a.addressLine1 === '400 Broad St');
    const cartId = await newCart(api);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    expect((await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, broad)).status).toBe(200);
    await api.post(`/cart/v1/cart/${cartId}/billingAddress`, HOME);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    expect((await prepare(api, cartId)).status).toBe(200);

    expect((await api.delete(`/consumers-v3/consumer/address/${broad.addressId}`)).status).toBe(204);
    const refused = await prepare(api, cartId);
    expect([refused.status, errorIdOf(refused.body)]).toEqual([404, 'PYT405']);
    expect(errorIdOf((await api.put('/cart/v2/checkout/order', placeBody(cartId))).body)).toBe('PYT405');

    const { id: _id, addressId: _addressId, ...typed } = broad;
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, typed);
    expect((await prepare(api, cartId)).status).toBe(200);
  });
});

describe('PAY401: the payment cannot pay for where the order ships', () => {
  it('refuses Klarna for a home delivery to Alaska at prepare and place; a card pays', async () => {
    const session = 'pay401';
    const api = apiClient(server.url, session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    const alaska = { ...HOME, city: 'Anchorage', province: 'AK', postalCode: '99501', phone: '9075550100' };
    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, alaska);
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, {
      payment_method_id: 'KLARNA',
      authorization_token: 'klarna-ok',
    });
    const refused = await prepare(api, cartId);
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'PAY401']);
    expect(errorIdOf((await api.put('/cart/v2/checkout/order', placeBody(cartId, 'KLARNA'))).body)).toBe(
      'PAY401',
    );
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    expect((await prepare(api, cartId)).status).toBe(200);
  });
});

describe('InvalidShippingAddress: the site placing the order does not ship to the cart address', () => {
  it('answers 409 on a site that does not serve the address, and places on the one that does', async () => {
    const session = 'invalid-shipping';
    const api = apiClient(server.url, session);
    await guest(api);
    const cartId = await readyCart(api, await skuOf(server, session, IN_STOCK));
    await api.post(`/cart/v1/cart/${cartId}/paymentInstruments`, card('411111', '1111'));
    const uk = { 'x-region': 'EMEA', 'x-locale': 'en-gb' };
    const refused = await api.put('/cart/v2/checkout/order', placeBody(cartId), uk);
    expect([refused.status, errorIdOf(refused.body)]).toEqual([409, 'InvalidShippingAddress']);
    expect((await api.put('/cart/v2/checkout/order', placeBody(cartId))).body.status).toBe('CONFIRMED');
  });
});
