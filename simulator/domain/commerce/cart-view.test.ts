import { describe, expect, it } from 'vitest';
import { facts } from './cart-facts.test-helpers';
import { cartView } from './cart-view';

/** The cart answer from hand-built facts: no world, no store, no clock. */

describe('cartView (pure, from gathered facts)', () => {
  it('prices the cart: items, product discount, shipping and tax on top', () => {
    const view = cartView(facts());
    expect(view).toMatchObject({ id: 'bk-1', currency: 'USD', totalItems: 2 });
    expect(view.totals).toMatchObject({
      itemTotal: 100,
      totalDiscount: 10,
      itemSubTotal: 90,
      shipping: 7.95,
      totalUnits: 2,
    });
    // 10% on top of the 90.00 of goods and the 7.95 of shipping.
    const tax = view.totals.tax ?? Number.NaN;
    expect(tax).toBeCloseTo(9.8, 1);
    expect(view.totals.total).toBeCloseTo(90 + 7.95 + tax, 2);
    expect(view.totals.remainingToPay).toBe(view.totals.total);
  });

  it('shows the line with its prices after the discount and its delivery options from the facts', () => {
    const [item] = cartView(facts()).items;
    expect(item).toMatchObject({
      id: 'it-1',
      productId: 'JKT001BLKM',
      qty: 2,
      taxTotal: 9,
      price: { original: 60, current: 50, rowTotal: 100, priceAfterItemDiscount: 90, amount: 45 },
      productPromotions: [{ promotionId: 'promo-10', campaignId: 'camp-1', price: -10 }],
    });
    expect(item?.shippingOptions?.find((o) => o.selected)).toMatchObject({
      available: true,
      shippingMethod: { code: 'me' },
    });
  });

  it('follows the facts only: no tax rule, no promotion, no tax and no discount', () => {
    const view = cartView(facts({ promotions: [], taxRule: undefined }));
    expect(view.totals).toMatchObject({ itemTotal: 100, totalDiscount: 0, shipping: 7.95, total: 107.95 });
    expect(view.totals.tax).toBeUndefined();
    expect(view.items[0]?.productPromotions).toBeUndefined();
  });
});
