import { describe, expect, it } from 'vitest';
import {
  addPriceAdjustmentRequest,
  approachingPromotion,
  couponItem,
  promoSummaryEntry,
  updatePriceAdjustmentRequest,
} from './promotions';

describe('promotions', () => {
  it('accepts a promo summary entry, an approaching promotion and a coupon', () => {
    const summary = {
      promotionId: 'p-1',
      promotionName: '20% off',
      level: 'ORDER',
      calloutMessage: 'Save 20%',
    };
    expect(promoSummaryEntry.parse(summary).level).toBe('ORDER');
    const near = { id: 'a-1', message: 'Spend|$10 more|for free shipping', contexts: ['cart'] };
    expect(approachingPromotion.safeParse(near).success).toBe(true);
    expect(couponItem.safeParse({ code: 'SPRING20', valid: true, applied: false }).success).toBe(true);
  });

  it('rejects an unknown level and a coupon without its state', () => {
    expect(promoSummaryEntry.safeParse({ promotionId: 'p', promotionName: 'n', level: 'CART' }).success).toBe(
      false,
    );
    expect(couponItem.safeParse({ code: 'SPRING20' }).success).toBe(false);
  });
});

describe('price adjustment requests', () => {
  const item = { level: 'ITEM', itemId: 'it-1', type: 'PERCENT', value: 10, reasonCode: 'PRICE_MATCH' };

  it('accepts an item and an order adjustment', () => {
    expect(addPriceAdjustmentRequest.safeParse(item).success).toBe(true);
    const order = { level: 'ORDER', type: 'AMOUNT', value: 5, reasonCode: 'DAMAGED' };
    expect(addPriceAdjustmentRequest.safeParse(order).success).toBe(true);
  });

  it('rejects an item adjustment without itemId, over 100 percent, or not positive', () => {
    expect(addPriceAdjustmentRequest.safeParse({ ...item, itemId: undefined }).success).toBe(false);
    expect(addPriceAdjustmentRequest.safeParse({ ...item, value: 150 }).success).toBe(false);
    expect(addPriceAdjustmentRequest.safeParse({ ...item, value: 0 }).success).toBe(false);
    expect(addPriceAdjustmentRequest.safeParse({ ...item, reasonCode: 'x' }).success).toBe(false);
  });

  it('patches with a reason alone or type and value together, never empty', () => {
    expect(updatePriceAdjustmentRequest.safeParse({ reasonCode: 'DAMAGED' }).success).toBe(true);
    expect(updatePriceAdjustmentRequest.safeParse({ type: 'AMOUNT', value: 3 }).success).toBe(true);
    expect(updatePriceAdjustmentRequest.safeParse({ value: 3 }).success).toBe(false);
    expect(updatePriceAdjustmentRequest.safeParse({}).success).toBe(false);
  });
});
