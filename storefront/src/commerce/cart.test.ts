import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { PRODUCTS, skuOf } from '../testing/cart-test-data';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';
import type { CartRecoveryEvent } from './cart';

const sim = useTestSimulator();

const skus = (cart: { items: { productId: string; qty: number; bonus?: boolean }[] }) =>
  cart.items.filter((i) => !i.bonus).map((i) => [i.productId, i.qty]);

describe('commerce.cart against the simulator', () => {
  it('creates a cart on the first add, keeps its id and a snapshot of the lines', async () => {
    const commerce = testCommerce(sim);
    expect(await commerce.cart.getCart()).toBeNull();
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const cart = await commerce.cart.addItem({ productId: sku, qty: 2 });
    expect(commerce.deps.session.get().basketId).toBe(cart.id);
    expect(skus(cart)).toEqual([[sku, 2]]);
    expect(commerce.cart.snapshot()).toEqual({ cartId: cart.id, lines: [{ productId: sku, qty: 2 }] });
    const read = await commerce.cart.getCart();
    expect(read?.id).toBe(cart.id);
  });

  it('CART_NOT_FOUND: recreates the cart with the same items and retries the add once', async () => {
    const commerce = testCommerce(sim);
    const events: CartRecoveryEvent[] = [];
    commerce.cart.onRecovery((e) => events.push(e));
    const first = await skuOf(sim, PRODUCTS.inStock);
    const second = await skuOf(sim, PRODUCTS.onSale);
    const before = await commerce.cart.addItem({ productId: first, qty: 3 });
    await sim.control('POST', '/faults', { operation: 'addCartItem', errorId: 'CART_NOT_FOUND', times: 1 });
    const after = await commerce.cart.addItem({ productId: second });
    expect(after.id).not.toBe(before.id);
    expect(skus(after)).toEqual([
      [first, 3],
      [second, 1],
    ]);
    expect(commerce.deps.session.get().basketId).toBe(after.id);
    expect(events).toEqual([{ kind: 'recreated', cartId: after.id, lost: 0 }]);
  });

  it('BSK404 on reading the cart: recreates it with the items and reads the new one', async () => {
    const commerce = testCommerce(sim);
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const before = await commerce.cart.addItem({ productId: sku });
    await sim.control('POST', '/faults', { operation: 'getCart', errorId: 'BSK404', times: 1 });
    const read = await commerce.cart.getCart();
    expect(read?.id).not.toBe(before.id);
    expect(skus(read ?? { items: [] })).toEqual([[sku, 1]]);
  });

  it('a cart let go while it was read (its order placed) is not brought back when the read finds it gone', async () => {
    const commerce = testCommerce(sim);
    await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    await sim.control('POST', '/faults', { operation: 'getCart', errorId: 'CART_NOT_FOUND', times: 1 });
    const read = commerce.cart.getCart();
    // The order went through meanwhile: the session lets the cart go.
    commerce.deps.session.set((s) => ({ ...s, basketId: undefined }));
    await expect(read).rejects.toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect(commerce.deps.session.get().basketId).toBeUndefined();
    expect(await commerce.cart.getCart()).toBeNull();
  });

  it("a read that answers after its cart was let go (its order placed) does not make it the shopper's again", async () => {
    const commerce = testCommerce(sim);
    const cart = await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    const late = commerce.cart.getCart();
    // What a placed order does (commerce/checkout/order.ts) while the read is on its way.
    commerce.deps.session.set((s) => ({ ...s, basketId: undefined }));
    expect((await late)?.id).toBe(cart.id);
    expect(commerce.deps.session.get().basketId).toBeUndefined();
    expect(await commerce.cart.getCart()).toBeNull();
  });

  it('a second failure after the retry is not retried again', async () => {
    const commerce = testCommerce(sim);
    await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    await sim.control('POST', '/faults', { operation: 'getCart', errorId: 'BSK404', times: 2 });
    await expect(commerce.cart.getCart()).rejects.toMatchObject({ errorId: 'BSK404' });
  });

  it('INVALID_CUSTOMER: forgets the cart, creates a new one and reports a reset after 4000 ms', async () => {
    const commerce = testCommerce(sim);
    const events: CartRecoveryEvent[] = [];
    commerce.cart.onRecovery((e) => events.push(e));
    const before = await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    await sim.control('POST', '/faults', { operation: 'addCartItem', errorId: 'INVALID_CUSTOMER', times: 1 });
    const error = await commerce.cart
      .addItem({ productId: await skuOf(sim, PRODUCTS.onSale) })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    const newId = commerce.deps.session.get().basketId;
    expect(newId).toBeDefined();
    expect(newId).not.toBe(before.id);
    expect(commerce.cart.snapshot()).toEqual({ cartId: newId, lines: [] });
    expect(events).toMatchObject([{ kind: 'reset', cartId: newId, reloadAfterMs: 4000 }]);
    expect((await commerce.cart.getCart())?.items).toEqual([]);
  });

  it('changes a quantity, removes a line, applies and removes a coupon', async () => {
    const commerce = testCommerce(sim);
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const added = await commerce.cart.addItem({ productId: sku });
    const line = added.items[0];
    if (!line) throw new Error('no line');
    const two = await commerce.cart.updateQuantity(line.id, 2);
    expect(two.totals.itemTotal).toBeCloseTo(added.totals.itemTotal * 2);
    const coupon = await commerce.cart.applyCoupon('SPRING20');
    expect(coupon.couponItems?.map((c) => c.code)).toEqual(['SPRING20']);
    expect(coupon.totals.totalDiscount).toBeGreaterThan(0);
    const bad = await commerce.cart.applyCoupon('NOPE1234').catch((e) => e);
    expect((bad as ApiError).errorId).toMatch(/^PRM/);
    expect((await commerce.cart.removeCoupon('SPRING20')).couponItems ?? []).toEqual([]);
    expect((await commerce.cart.removeItem(line.id)).items).toEqual([]);
  });

  it('saves a line for later and moves it back with the link to the saved entry', async () => {
    const commerce = testCommerce(sim);
    const sku = await skuOf(sim, PRODUCTS.inStock);
    const added = await commerce.cart.addItem({ productId: sku });
    const saved = await commerce.cart.saveForLater(added.items[0]?.id ?? '');
    expect(saved.cart.items).toEqual([]);
    expect(saved.saveForLater.items.map((i) => i.productId)).toEqual([sku]);
    const listId = saved.saveForLater.saveForLaterId;
    expect(commerce.deps.session.get().saveForLaterId).toBe(listId);
    expect((await commerce.wishlists.getSavedForLater({ count: 10 }))?.items).toHaveLength(1);
    const entry = saved.saveForLater.items[0]?.itemId ?? '';
    const moved = await commerce.cart.moveSavedToCart(listId, [entry]);
    expect(moved.cart.items[0]).toMatchObject({
      productId: sku,
      saveForLater: { itemId: entry, saveForLaterId: listId },
    });
    expect(moved.saveForLater.items).toEqual([]);
  });

  it('favourites: a failure answers an error flag and only logs', async () => {
    const logged: unknown[] = [];
    const commerce = testCommerce(sim);
    const { wishlistsCommerce } = await import('./wishlists');
    const wishlists = wishlistsCommerce(commerce.deps, (e) => logged.push(e));
    const added = await wishlists.addFavorite(PRODUCTS.inStock);
    expect(added.ok).toBe(true);
    await sim.control('POST', '/faults', { operation: 'getFavorites', status: 500, times: 1 });
    expect(await wishlists.getFavorites({ count: 24 })).toEqual({ ok: false });
    expect(logged).toHaveLength(1);
  });
});
