import { describe, expect, it } from 'vitest';
import {
  addCartItemRequest,
  applyRewardRequest,
  cartWithItemQuery,
  couponRequest,
  setShippingMethodRequest,
  shippingAddressRequest,
  updateCartItemRequest,
} from './cart-requests';

describe('cart requests', () => {
  it('adds an item with quantity 1 by default, by productId or upc', () => {
    expect(addCartItemRequest.parse({ cartId: 'bk-1', productId: 'NF0A5G2S' }).qty).toBe(1);
    expect(addCartItemRequest.safeParse({ cartId: 'bk-1', upc: '196573812345', qty: 3 }).success).toBe(true);
  });

  it('rejects an add without product, a zero quantity and pickup without store', () => {
    expect(addCartItemRequest.safeParse({ cartId: 'bk-1', qty: 1 }).success).toBe(false);
    expect(addCartItemRequest.safeParse({ cartId: 'bk-1', productId: 'P1', qty: 0 }).success).toBe(false);
    const pickup = { cartId: 'bk-1', productId: 'P1', shippingMethod: 'pickup' };
    expect(addCartItemRequest.safeParse(pickup).success).toBe(false);
    expect(addCartItemRequest.safeParse({ ...pickup, storeId: '0412' }).success).toBe(true);
  });

  it('coerces the cartWithItem query', () => {
    expect(cartWithItemQuery.parse({ productId: 'P1', qty: '2' }).qty).toBe(2);
    expect(cartWithItemQuery.safeParse({ qty: '2' }).success).toBe(false);
  });

  it('needs something to change on an item update', () => {
    expect(updateCartItemRequest.safeParse({ itemId: 'it-1', qty: 2 }).success).toBe(true);
    expect(updateCartItemRequest.safeParse({ itemId: 'it-1', giftOption: null }).success).toBe(true);
    expect(updateCartItemRequest.safeParse({ itemId: 'it-1' }).success).toBe(false);
  });

  it('trims coupon codes and rejects blank ones', () => {
    expect(couponRequest.parse({ cartId: 'bk-1', code: ' SPRING20 ' }).code).toBe('SPRING20');
    expect(couponRequest.safeParse({ cartId: 'bk-1', code: '   ' }).success).toBe(false);
  });

  it('sets a method per item, with a store for sts and a point for pudo', () => {
    const sts = { cartId: 'bk-1', itemIds: ['it-1'], code: 'sts', storeId: '0412' };
    expect(setShippingMethodRequest.safeParse(sts).success).toBe(true);
    expect(setShippingMethodRequest.safeParse({ ...sts, storeId: undefined }).success).toBe(false);
    expect(setShippingMethodRequest.safeParse({ ...sts, code: 'pudo' }).success).toBe(false);
    expect(setShippingMethodRequest.safeParse({ ...sts, itemIds: [] }).success).toBe(false);
  });

  it('takes a shipping address with an optional bot-check token', () => {
    const a = {
      firstName: 'Ada',
      lastName: 'L',
      addressLine1: '1 Rd',
      city: 'Boulder',
      postalCode: '80302',
      country: 'US',
    };
    expect(shippingAddressRequest.safeParse({ ...a, recaptcha_response: 'tok' }).success).toBe(true);
    expect(shippingAddressRequest.safeParse({ ...a, city: undefined }).success).toBe(false);
  });

  it('applies or removes a loyalty voucher', () => {
    expect(
      applyRewardRequest.safeParse({ appliedLoyaltyVoucher: { points: 500, amountInCurrency: 5 } }).success,
    ).toBe(true);
    expect(applyRewardRequest.safeParse({ appliedLoyaltyVoucher: null }).success).toBe(true);
    expect(
      applyRewardRequest.safeParse({ appliedLoyaltyVoucher: { points: -5, amountInCurrency: 5 } }).success,
    ).toBe(false);
  });
});
