import { describe, expect, it } from 'vitest';
import type { Cart } from '../../commerce/cart';
import { cartNotices, itemCodes, stockStateOf } from './cart-notices';

const flash = (code: string, itemId?: string) => ({
  code,
  message: code,
  details: { action: 'NOTIFY', ...(itemId ? { itemId } : {}) },
});

describe('cart notices', () => {
  it('a delivery change shows the order-updated message and what changed; notifications by code', () => {
    const cart = {
      flash: [flash('PickupToSth', 'i1'), flash('ProductLineItemInventoryMissing', 'i2')],
      customerNotifications: [
        { code: 'CART_ITEMS_MERGED', severity: 'info', message: 'merged' },
        { code: 'CART_EXPIRED', severity: 'warning', message: 'expired' },
      ],
    } as unknown as Cart;
    expect(cartNotices(cart).map((n) => n.messageId)).toEqual([
      'cart.notice.orderUpdated',
      'cart.code.PickupToSth',
      'cart.notice.merged',
      'cart.notice.expired',
    ]);
    expect(cartNotices({})).toEqual([]);
  });

  it('item codes come from the line and from flash entries naming it', () => {
    const cart = {
      flash: [flash('ProductLineItemFullInventoryMissing', 'i1'), flash('StsToSth', 'i1')],
    } as unknown as Cart;
    const codes = itemCodes({ id: 'i1', codes: ['ProductItemMaxQuantity'] }, cart);
    expect(codes).toEqual(['ProductItemMaxQuantity', 'ProductLineItemFullInventoryMissing']);
    expect(stockStateOf({ available: true }, codes)).toBe('missing');
    expect(stockStateOf({ available: true }, ['ProductLineItemInventoryMissing'])).toBe('partial');
    expect(stockStateOf({ available: false }, [])).toBe('unavailable');
    expect(stockStateOf({ available: true }, [])).toBeNull();
  });
});
