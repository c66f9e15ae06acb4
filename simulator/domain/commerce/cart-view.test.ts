import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../db/commerce-config';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import type { CartFacts } from './cart-facts';
import { cartView } from './cart-view';
import { GUEST_SHOPPER } from './shopper';

/** The cart answer from hand-built facts: no world, no store, no clock. */

const line: CartLineRecord = {
  id: 'it-1',
  sku: 'JKT001BLKM',
  productId: 'JKT001BLK',
  masterId: 'JKT001',
  name: 'Trail jacket',
  attributes: [{ name: 'size', value: 'M' }],
  qty: 2,
  maxQty: 5,
  unitPrice: 5000,
  originalUnitPrice: 6000,
  isCustoms: false,
  isDigital: false,
  delivery: { code: 'me' },
  codes: [],
  available: true,
  reservedQty: 0,
};

const cart: CartRecord = {
  id: 'bk-1',
  currency: 'USD',
  locale: 'en-us',
  owner: { guestToken: 'atk-1' },
  createdAt: '2026-02-01T10:00:00.000Z',
  lines: [line],
  coupons: [],
  verifiedShippingAddress: false,
  shipments: [],
  instruments: [],
  priceAdjustments: [],
  flash: [],
  customerNotifications: [],
  checkout: 'OPEN',
};

const tenOff: Promotion = {
  id: 'promo-10',
  name: '10% off jackets',
  level: 'PRODUCT',
  campaignId: 'camp-1',
  calloutMessage: '10% off',
  benefit: { kind: 'PERCENT', percent: 10 },
};

const facts = (over: Partial<CartFacts> = {}): CartFacts => ({
  cart,
  shopper: GUEST_SHOPPER,
  now: new Date('2026-02-01T10:00:00.000Z'),
  promotions: [tenOff],
  couponUsage: new Map(),
  giftCardBalances: new Map(),
  taxRule: { basisPoints: 1000, inclusive: false },
  lineShipping: new Map([['it-1', { qty: 2, isDigital: false, isCustoms: false, homeStock: 7 }]]),
  ...over,
});

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
