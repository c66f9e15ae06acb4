import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';

const sim = useTestSimulator();

/** A guest cart holding one jacket (a sku Denver stocks for pickup). */
async function cartWithJacket(commerce: ReturnType<typeof testCommerce>) {
  const created = await commerce.deps.call('createCart', { body: {} });
  commerce.deps.session.set((s) => ({ ...s, basketId: created.id }));
  const cart = await commerce.deps.call('addCartItem', {
    body: { cartId: created.id, productId: 'SPJK0001BLKM', qty: 1 },
  });
  const line = cart.items[0];
  if (!line) throw new Error('no line');
  return { cart, line };
}

describe('cart delivery commerce against the simulator', () => {
  it('lists the applicable methods of the home shipment and moves a line to pickup at a store', async () => {
    const commerce = testCommerce(sim);
    const { cart, line } = await cartWithJacket(commerce);
    const shipment = await commerce.cartDelivery.getApplicableShippingMethods(cart.id, 'me', {
      storeId: '0412',
    });
    const codes = shipment.applicableShippingMethods?.map((m) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['me', 'standard', 'pickup']));

    const after = await commerce.cartDelivery.setShippingMethod({
      cartId: cart.id,
      itemIds: [line.id],
      code: 'pickup',
      storeId: '0412',
    });
    const selected = after.items[0]?.shippingOptions?.find((o) => o.selected);
    expect(selected).toMatchObject({ shippingMethod: { code: 'pickup' }, storeInfo: { id: '0412' } });
    expect(after.shippingMethods?.some((s) => s.code === 'pickup' && s.storeId === '0412')).toBe(true);
  });

  it('answers STR404 for a store that does not exist', async () => {
    const commerce = testCommerce(sim);
    const { cart, line } = await cartWithJacket(commerce);
    const error = await commerce.cartDelivery
      .setShippingMethod({ cartId: cart.id, itemIds: [line.id], code: 'pickup', storeId: '9999' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('STR404');
  });

  it('sets and removes a gift option; the current cart reflects it', async () => {
    const commerce = testCommerce(sim);
    const { cart, line } = await cartWithJacket(commerce);
    const gift = { to: 'Alex', message: 'Happy birthday' };
    const withGift = await commerce.cartDelivery.setGiftOption(cart.id, line.id, gift);
    expect(withGift.items[0]?.giftOption).toEqual(gift);
    expect((await commerce.cartDelivery.currentCart())?.items[0]?.giftOption).toEqual(gift);
    const removed = await commerce.cartDelivery.setGiftOption(cart.id, line.id, null);
    expect(removed.items[0]?.giftOption).toBeUndefined();
  });
});

describe('stores commerce against the simulator', () => {
  it('finds stores near a postal code, nearest first, with the stock of a sku', async () => {
    const commerce = testCommerce(sim);
    const stores = await commerce.stores.searchStores({
      place: { postalCode: '80202' },
      skus: ['SPJK0001BLKM'],
    });
    expect(stores[0]).toMatchObject({ id: '0412', name: 'Denver Flagship' });
    expect(stores[0]?.inventory?.[0]).toMatchObject({ sku: 'SPJK0001BLKM' });
    const all = await commerce.stores.listStores({ postalCode: '80202' });
    expect(all.length).toBeGreaterThanOrEqual(stores.length);
  });

  it('answers STR404 where no store is near', async () => {
    const commerce = testCommerce(sim);
    const error = await commerce.stores
      .searchStores({ place: { postalCode: '00000' } })
      .catch((e: unknown) => e);
    expect((error as ApiError).errorId).toBe('STR404');
  });

  it('finds collection points; configured countries need the contact', async () => {
    const commerce = testCommerce(sim);
    const points = await commerce.stores.findCollectionPoints({
      country: 'FR',
      postalCode: '75011',
      limit: 5,
      email: 'alex@example.com',
      mobile: '+33612345678',
      contact: { firstName: 'Alex', lastName: 'Martin' },
    });
    expect(points[0]?.id).toMatch(/^pudo-FR-/);
    const missing = await commerce.stores
      .findCollectionPoints({ country: 'FR', postalCode: '75011', limit: 5 })
      .catch((e: unknown) => e);
    expect((missing as ApiError).errorId).toBe('API400');
  });
});
