import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../commerce/cart';
import { deliveryRank, sortByDeliveryTime } from './delivery-time-sort';

describe('delivery time sort', () => {
  it("counts 'same day' as 0, an N-M range as N, anything else as 1", () => {
    expect(deliveryRank('same day')).toBe(0);
    expect(deliveryRank('Same Day')).toBe(0);
    expect(deliveryRank('3-5')).toBe(3);
    expect(deliveryRank('2 - 4')).toBe(2);
    expect(deliveryRank('0-1')).toBe(0);
    expect(deliveryRank(undefined)).toBe(1);
    expect(deliveryRank('next week')).toBe(1);
    expect(deliveryRank('5')).toBe(1);
  });

  it('sorts fastest first, keeps the cart order among equals, reads the selected option when the line has none', () => {
    const items = [
      { id: 'a', deliveryTime: '5-7' },
      { id: 'b', deliveryTime: '3-5' },
      { id: 'c' },
      { id: 'd', shippingOptions: [{ selected: true, shippingMethod: { deliveryTime: 'same day' } }] },
      { id: 'e', deliveryTime: '1-2' },
    ] as unknown as CartItem[];
    expect(sortByDeliveryTime(items).map((i) => i.id)).toEqual(['d', 'c', 'e', 'b', 'a']);
  });

  it('puts bonus items first only when configured', () => {
    const items = [
      { id: 'a', deliveryTime: 'same day' },
      { id: 'gift', deliveryTime: '3-5', bonus: true },
    ] as unknown as CartItem[];
    const ids = (list: typeof items) => list.map((i) => i.id);
    expect(ids(sortByDeliveryTime(items))).toEqual(['a', 'gift']);
    expect(ids(sortByDeliveryTime(items, { bonusFirst: true }))).toEqual(['gift', 'a']);
  });
});
