import { describe, expect, it } from 'vitest';
import { cartTotals, orderTotals } from './cart-totals';

const zero = { total: 0, totalDiscount: 0, itemTotal: 0, remainingToPay: 0, totalUnits: 0 };

describe('cart totals', () => {
  it('accepts the zeros of a fresh cart and full totals', () => {
    expect(cartTotals.safeParse(zero).success).toBe(true);
    const full = {
      ...zero,
      total: 96.9,
      itemTotal: 89.95,
      shipping: 0,
      tax: 6.95,
      totalUnits: 1,
      discount: -10,
    };
    expect(cartTotals.parse(full).tax).toBe(6.95);
  });

  it('rejects negative totals, fractional units and a missing total', () => {
    expect(cartTotals.safeParse({ ...zero, total: -1 }).success).toBe(false);
    expect(cartTotals.safeParse({ ...zero, totalUnits: 1.5 }).success).toBe(false);
    const { total: _, ...noTotal } = zero;
    expect(cartTotals.safeParse(noTotal).success).toBe(false);
  });

  it('bounds the order discount percentage', () => {
    expect(orderTotals.safeParse({ ...zero, totalDiscountPercentage: 12.5 }).success).toBe(true);
    expect(orderTotals.safeParse({ ...zero, totalDiscountPercentage: 120 }).success).toBe(false);
  });
});
