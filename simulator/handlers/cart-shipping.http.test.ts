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
