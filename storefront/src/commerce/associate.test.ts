import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { PRODUCTS, skuOf } from '../testing/cart-test-data';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';
import { associateCommerce } from './associate';
import { isInStoreAssociate } from './session-state';

const sim = useTestSimulator();

const DENVER = { storeId: '0412', username: 'E10442', password: 'Associate2026!' };

function associateOn() {
  const commerce = testCommerce(sim);
  return { commerce, associate: associateCommerce(commerce) };
}

describe('commerce associate area against the simulator', () => {
  it('lists the stores that sell in buy-in-store mode, and a store’s employees', async () => {
    const { associate } = associateOn();
    const stores = await associate.stores();
    expect(stores.map((s) => s.storeId)).toContain('0412');
    expect(stores.every((s) => s.buyInStoreEnabled)).toBe(true);
    const employees = await associate.employees('0412');
    expect(employees.map((e) => e.storeEmployeeId)).toEqual(expect.arrayContaining(['E10442', 'E10443']));
  });

  it('agent login opens an EMPLOYEE session in buy-in-store mode without the device’s cart', async () => {
    const { commerce, associate } = associateOn();
    const guestCart = await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    await associate.signIn(DENVER);
    const session = commerce.deps.session.get();
    expect(session).toMatchObject({
      consumerType: 'EMPLOYEE',
      buyInStore: { storeId: '0412', storeName: 'Denver Flagship', storeEmployeeId: 'E10442' },
    });
    expect(isInStoreAssociate(session)).toBe(true);
    // The guest's cart is neither adopted nor shared: the associate's first add opens a cart of its own.
    expect(session.basketId).toBeUndefined();
    expect(commerce.cart.snapshot().lines).toEqual([]);
    const storeCart = await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    expect(storeCart.id).not.toBe(guestCart.id);
    expect(storeCart.buyInStoreSession?.storeEmployeeId).toBe('E10442');
  });

  it('a refresh keeps the in-store session', async () => {
    let now = Date.now();
    const commerce = testCommerce(sim, { now: () => now });
    const associate = associateCommerce(commerce);
    await associate.signIn(DENVER);
    const before = commerce.deps.session.get();
    const beforeToken = commerce.deps.tokens.accessToken();
    now += commerce.deps.tokens.msUntilRefresh() + 1000;
    const afterToken = await commerce.deps.tokens.ensure();
    const after = commerce.deps.session.get();
    expect(afterToken).not.toBe(beforeToken);
    expect(after.buyInStore).toEqual(before.buyInStore);
  });

  it('a wrong password answers the invalid-credentials error as a value, the session stays a guest', async () => {
    const { commerce, associate } = associateOn();
    const failure = await associate.signIn({ ...DENVER, password: 'nope' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errorId).toBe('AUT437');
    expect(isInStoreAssociate(commerce.deps.session.get())).toBe(false);
    const unknownStore = await associate.signIn({ ...DENVER, storeId: '9999' }).catch((e: unknown) => e);
    expect((unknownStore as ApiError).errorId).toBe('STR404');
  });

  it('ending the in-store session revokes it and continues as a clean guest', async () => {
    const { commerce, associate } = associateOn();
    await associate.signIn(DENVER);
    await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    const employeeToken = commerce.deps.tokens.accessToken();
    await associate.endInStoreSession();
    const session = commerce.deps.session.get();
    expect(session.consumerType).toBe('GUEST');
    expect(commerce.deps.tokens.accessToken()).not.toBe(employeeToken);
    expect(isInStoreAssociate(session)).toBe(false);
    expect(session.basketId).toBeUndefined();
  });

  it('adjusts a line’s price by percent, and removing the adjustment restores it', async () => {
    const { commerce, associate } = associateOn();
    await associate.signIn(DENVER);
    const cart = await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    const line = cart.items[0];
    if (!line) throw new Error('no line');
    const adjusted = await associate.addPriceAdjustment({
      level: 'ITEM',
      itemId: line.id,
      type: 'PERCENT',
      value: 10,
      reasonCode: 'PRICE_MATCH',
    });
    const adjustedLine = adjusted.items.find((i) => i.id === line.id);
    expect(adjustedLine?.price.priceAfterItemDiscount).toBeCloseTo(line.price.rowTotal * 0.9, 2);
    expect(adjusted.totals.total).toBeLessThan(cart.totals.total);
    const [adjustment] = adjusted.priceAdjustments ?? [];
    expect(adjustment).toMatchObject({ level: 'ITEM', storeEmployeeId: 'E10442', reasonCode: 'PRICE_MATCH' });
    const restored = await associate.removePriceAdjustment(adjustment?.adjustmentId ?? '');
    expect(restored.priceAdjustments ?? []).toEqual([]);
    expect(restored.totals.total).toBe(cart.totals.total);
  });

  it('an amount larger than the price is refused (PRC400)', async () => {
    const { commerce, associate } = associateOn();
    await associate.signIn(DENVER);
    await commerce.cart.addItem({ productId: await skuOf(sim, PRODUCTS.inStock) });
    await expect(
      associate.addPriceAdjustment({ level: 'ORDER', type: 'AMOUNT', value: 100_000, reasonCode: 'OTHER' }),
    ).rejects.toMatchObject({ errorId: 'PRC400' });
  });
});
