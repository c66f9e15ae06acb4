import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';
import { guest, HOME, IN_STOCK, newCart, skuOf } from './commerce.test-helpers';

const server = useTestServer();

describe('shipping address validation', () => {
  it("verifies the cart's address only when the address validated is the one on the cart", async () => {
    const session = 'verify-own';
    const api = apiClient(server.url, session);
    await guest(api);
    const cartId = await newCart(api);
    await api.post('/cart/v1/item', { cartId, productId: await skuOf(server, session, IN_STOCK) });
    const validate = (address: typeof HOME) =>
      api.post(`/cart/v1/cart/${cartId}/shippingAddress/validation`, address);
    const verified = async () => (await api.get(`/cart/v1/cart/${cartId}`)).body.verifiedShippingAddress;

    // Nothing on the cart yet: validating answers, but verifies nothing.
    expect((await validate(HOME)).body.verified).toBe(true);
    expect(await verified()).toBe(false);

    await api.post(`/cart/v2/cart/${cartId}/shippingAddress`, HOME);
    const elsewhere = { ...HOME, addressLine1: '1701 Wynkoop St', postalCode: '80202' };
    expect((await validate(elsewhere)).body.verified).toBe(true);
    expect(await verified()).toBe(false);

    expect((await validate(HOME)).body.verified).toBe(true);
    expect(await verified()).toBe(true);
  });
});

const TORONTO = {
  ...HOME,
  addressLine1: '290 Bremner Blvd',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 3L9',
  country: 'CA',
  countryCode: 'CA',
  phone: '4165550123',
};

describe('a cart ships only to the country that pays in its currency', () => {
  it('refuses a Canadian address on a USD cart and a US address on a CAD cart', async () => {
    const api = apiClient(server.url, 'ship-currency');
    await guest(api);
    const usd = await newCart(api);
    const refused = await api.post(`/cart/v2/cart/${usd}/shippingAddress`, TORONTO);
    expect([refused.status, refused.body.errorDetails[0].errorId]).toEqual([422, 'CANT_SHIP_THERE']);
    expect(refused.body.errorDetails[0].message).toContain('USD');
    expect((await api.get(`/cart/v1/cart/${usd}`)).body.shippingAddress).toBeUndefined();

    const enCa = { 'x-locale': 'en-ca' };
    const cad = (await api.post('/cart/v1/cart', {}, enCa)).body;
    expect(cad.currency).toBe('CAD');
    const ok = await api.post(`/cart/v2/cart/${cad.id}/shippingAddress`, TORONTO, enCa);
    expect([ok.status, ok.body.shippingAddress?.countryCode]).toEqual([200, 'CA']);
    const home = await api.post(`/cart/v2/cart/${cad.id}/shippingAddress`, HOME, enCa);
    expect(home.body.errorDetails[0].errorId).toBe('CANT_SHIP_THERE');
  });
});
