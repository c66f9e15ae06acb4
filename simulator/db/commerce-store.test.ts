import { describe, expect, it } from 'vitest';
import { emptyCart } from '../domain/commerce/cart-new';
import type { CartLineRecord } from './commerce-records';
import { createCommerceStore, deleteCart, readCart, writeCart } from './commerce-store';
import { seedData } from './seed/seed-data';

const session = { token: 't', kind: 'guest', consumerType: 'GUEST' } as const;
const cartOf = (id: string) => emptyCart(id, new Date('2026-01-02T03:04:05Z'), session, { locale: 'en-us' });
const line: CartLineRecord = {
  id: 'l1',
  sku: 'SPJK0001BLKM',
  productId: 'SPJK0001BLKM',
  masterId: 'SPJK0001',
  name: 'Jacket',
  attributes: [],
  qty: 1,
  maxQty: 5,
  unitPrice: 1000,
  originalUnitPrice: 1000,
  isCustoms: false,
  isDigital: false,
  delivery: { code: 'standard' },
  codes: [],
  available: true,
  reservedQty: 0,
};

describe('carts in the commerce store', () => {
  it('reads back the written cart itself, frozen: a change is a new cart written in its place', async () => {
    const store = await createCommerceStore(seedData(4010));
    const written = cartOf('bk-1');
    await writeCart(store, written);
    const read = readCart(store, 'bk-1');
    expect(read).toBe(written);
    expect(Object.isFrozen(read?.lines)).toBe(true);
    expect(() => read?.lines.push(line)).toThrow(TypeError);
    await writeCart(store, { ...written, lines: [line] });
    expect(readCart(store, 'bk-1')?.lines).toEqual([line]);
    deleteCart(store, 'bk-1');
    expect(readCart(store, 'bk-1')).toBeUndefined();
  });

  it('refuses a cart that breaks a record rule TypeScript does not see (qty 0), naming the field', async () => {
    const store = await createCommerceStore(seedData(4010));
    await expect(writeCart(store, { ...cartOf('bk-1'), lines: [{ ...line, qty: 0 }] })).rejects.toThrow(
      /lines\.0\.qty/,
    );
    expect(readCart(store, 'bk-1')).toBeUndefined();
  });

  it('gives every store its own empty tables', async () => {
    const [one, two] = await Promise.all([
      createCommerceStore(seedData(4010)),
      createCommerceStore(seedData(4010)),
    ]);
    await writeCart(one, cartOf('bk-1'));
    expect(readCart(two, 'bk-1')).toBeUndefined();
    expect(two.carts.size).toBe(0);
  });
});
