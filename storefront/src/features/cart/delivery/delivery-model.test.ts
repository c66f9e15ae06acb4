import { describe, expect, it } from 'vitest';
import type { CartItem, CartItemShippingOption } from '../../../../../contracts/entities/cart-item';
import type { ShippingMethodCode } from '../../../../../contracts/entities/shipping-method';
import {
  currentDelivery,
  deliveryTimeRank,
  giftOptionBlock,
  linesToMove,
  methodChoices,
  shippingIdOf,
} from './delivery-model';

const TIMES: Record<string, string> = {
  me: '2-4',
  standard: '5-7',
  pickup: 'same day',
  sts: '3-5',
  pudo: '3-6',
};

function option(
  code: ShippingMethodCode,
  extra: Partial<CartItemShippingOption> = {},
): CartItemShippingOption {
  return {
    selected: false,
    available: true,
    shippingMethod: { code, label: code, price: 0, deliveryTime: TIMES[code] ?? '1' },
    ...extra,
  };
}

function line(id: string, options: CartItemShippingOption[], extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productId: 'SPJK0001BLKM',
    qty: 1,
    maxQty: 5,
    available: true,
    price: { original: 10, current: 10, rowTotal: 10 },
    shippingOptions: options,
    ...extra,
  };
}

const ALL_ON = { allowPickupOrder: true, shipToStore: true, collectionPoints: true };

describe('delivery model', () => {
  it('reads the selected method and its store', () => {
    const l = line('a', [
      option('me'),
      option('pickup', { selected: true, storeInfo: { id: '0412', storeInventory: 3 } }),
    ]);
    expect(currentDelivery(l)).toMatchObject({ code: 'pickup', storeId: '0412' });
    expect(currentDelivery(line('b', []))).toBeUndefined();
  });

  it('finds the shipment of a line, or derives its id', () => {
    const delivery = { code: 'pickup' as const, label: 'Pick up', storeId: '0412' };
    expect(
      shippingIdOf({ shippingMethods: [{ shippingId: 'S1', code: 'pickup', storeId: '0412' }] }, delivery),
    ).toBe('S1');
    expect(shippingIdOf({}, delivery)).toBe('pickup-0412');
    expect(shippingIdOf({}, { code: 'me', label: 'Home' })).toBe('me');
  });

  it('ranks delivery times: same day first, then the first digit, default 1', () => {
    expect(deliveryTimeRank('same day')).toBe(0);
    expect(deliveryTimeRank('3-5')).toBe(3);
    expect(deliveryTimeRank(undefined)).toBe(1);
    expect(deliveryTimeRank('soon')).toBe(1);
  });

  it('lists the allowed methods fastest first; allowPickupOrder off hides pickup and ship to store', () => {
    const options = ['me', 'standard', 'pickup', 'sts', 'pudo'].map((c) => option(c as ShippingMethodCode));
    expect(methodChoices(options, ALL_ON).map((c) => c.code)).toEqual([
      'pickup',
      'me',
      'sts',
      'pudo',
      'standard',
    ]);
    expect(methodChoices(options, { ...ALL_ON, allowPickupOrder: false }).map((c) => c.code)).toEqual([
      'me',
      'pudo',
      'standard',
    ]);
    expect(
      methodChoices(options, { ...ALL_ON, shipToStore: false, collectionPoints: false }).map((c) => c.code),
    ).toEqual(['pickup', 'me', 'standard']);
  });

  it('makes a store method available when the chosen store can serve it', () => {
    const options = [option('me'), option('pickup', { available: false })];
    expect(methodChoices(options, ALL_ON).find((c) => c.code === 'pickup')?.available).toBe(false);
    const applicable = [{ code: 'pickup' as const, label: 'Pick up', price: 0 }];
    expect(methodChoices(options, ALL_ON, applicable).find((c) => c.code === 'pickup')?.available).toBe(true);
  });

  it('groups the store-bound lines a store change moves', () => {
    const at = (id: string, code: ShippingMethodCode, store: string) =>
      line(id, [option(code, { selected: true, storeInfo: { id: store, storeInventory: 1 } })]);
    const cart = {
      items: [
        at('a', 'pickup', '0412'),
        at('b', 'pickup', '0412'),
        at('c', 'sts', '0415'),
        line('d', [option('me', { selected: true })]),
      ],
    };
    expect(linesToMove(cart, '0415')).toEqual([{ code: 'pickup', storeId: '0412', itemIds: ['a', 'b'] }]);
    expect(linesToMove(cart, '0520')).toHaveLength(2);
  });

  it('blocks gift options where the warehouse cannot pack them', () => {
    expect(giftOptionBlock(line('a', [option('me', { selected: true })]))).toBeUndefined();
    expect(giftOptionBlock(line('a', [option('pickup', { selected: true })]))).toBe('pickup');
    expect(
      giftOptionBlock(line('a', [option('digital', { selected: true })], { isDigitalProduct: true })),
    ).toBe('digital');
    expect(giftOptionBlock(line('a', [], { bonus: true }))).toBe('bonus');
  });
});
