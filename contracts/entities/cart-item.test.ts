import { describe, expect, it } from 'vitest';
import { cartItem } from './cart-item';

const boot = {
  id: 'it-000123',
  productId: 'NF0A5G2S',
  masterId: 'NF0A5G2',
  qty: 2,
  maxQty: 5,
  upc: '196573812345',
  available: true,
  deliveryTime: '3-5',
  price: { original: 120, current: 99.95, rowTotal: 199.9, priceAfterItemDiscount: 89.95 },
  shippingOptions: [
    { selected: true, available: true, shippingMethod: { code: 'me', label: 'Home', price: 0 } },
    {
      selected: false,
      available: true,
      shippingMethod: { code: 'pickup', label: 'Pick up today', price: 0, deliveryTime: 'same day' },
      storeInfo: { id: '0412', storeInventory: 3 },
    },
  ],
  productPromotions: [{ promotionId: 'p-1', couponCode: 'SPRING20', price: -10 }],
  giftOption: { to: 'Sam', message: 'Happy trails' },
  saveForLater: { itemId: 'sfl-it-1', saveForLaterId: 'sfl-1' },
  codes: ['ProductLineItemInventoryMissing'],
};

describe('cart item', () => {
  it('accepts a full line item', () => {
    expect(cartItem.parse(boot).shippingOptions?.[1]?.storeInfo?.storeInventory).toBe(3);
  });

  it('rejects a zero or fractional quantity, a bad upc and a missing price', () => {
    expect(cartItem.safeParse({ ...boot, qty: 0 }).success).toBe(false);
    expect(cartItem.safeParse({ ...boot, qty: 1.5 }).success).toBe(false);
    expect(cartItem.safeParse({ ...boot, upc: '12ab' }).success).toBe(false);
    const { price: _, ...noPrice } = boot;
    expect(cartItem.safeParse(noPrice).success).toBe(false);
  });

  it('rejects an error id as item code and a gift option without recipient', () => {
    expect(cartItem.safeParse({ ...boot, codes: ['INV700'] }).success).toBe(false);
    expect(cartItem.safeParse({ ...boot, giftOption: { message: 'hi' } }).success).toBe(false);
  });
});
