import { describe, expect, it } from 'vitest';
import { cart, cartViewQuery } from './cart';

const fresh = {
  id: 'bk-7f3a9c21',
  currency: 'USD',
  totalItems: 0,
  totals: { total: 0, totalDiscount: 0, itemTotal: 0, remainingToPay: 0, totalUnits: 0 },
  items: [],
};

const line = {
  id: 'it-1',
  productId: 'NF0A5G2S',
  qty: 1,
  maxQty: 999999,
  available: true,
  price: { original: 89.95, current: 89.95, rowTotal: 89.95 },
};

describe('cart', () => {
  it('accepts a fresh empty cart', () => {
    expect(cart.safeParse(fresh).success).toBe(true);
  });

  it('accepts a filled cart with shipping, promotions, payments, flash and an in-store session', () => {
    const filled = {
      ...fresh,
      totalItems: 1,
      items: [line],
      shippingMethods: [{ shippingId: 'me', code: 'me' }],
      promoSummary: [{ promotionId: 'p-1', promotionName: 'Free shipping', level: 'SHIPPING' }],
      approachingPromotions: [{ id: 'a-1', message: 'a|b|c', contexts: ['cart'] }],
      payment_instruments: [
        {
          payment_method_id: 'GIFT_CARD',
          payment_instrument_id: 'pi-1',
          amount: 10,
          maskedNumber: '****1234',
        },
      ],
      flash: [
        { code: 'StsToSth', details: { action: 'SHIPPING_METHOD_CHANGED', itemId: 'it-1' }, message: 'm' },
      ],
      favoriteStoreId: '0412',
      verifiedShippingAddress: true,
      buyInStoreSession: {
        storeId: '0412',
        storeName: 'Boulder',
        storeEmployeeId: 'E10442',
        storeEmployeeName: 'Kim',
      },
    };
    expect(cart.parse(filled).items[0]?.id).toBe('it-1');
  });

  it('rejects a lower-case currency, negative item count and missing totals', () => {
    expect(cart.safeParse({ ...fresh, currency: 'usd' }).success).toBe(false);
    expect(cart.safeParse({ ...fresh, totalItems: -1 }).success).toBe(false);
    const { totals: _, ...noTotals } = fresh;
    expect(cart.safeParse(noTotals).success).toBe(false);
  });

  it('reads the view query from strings', () => {
    expect(cartViewQuery.parse({ expand: 'paymentMethods,promoSummary', refresh: 'true' }).refresh).toBe(
      true,
    );
    expect(cartViewQuery.safeParse({ expand: 'everything' }).success).toBe(false);
  });
});
