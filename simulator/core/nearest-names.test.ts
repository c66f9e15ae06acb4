import { describe, expect, it } from 'vitest';
import { editDistance, nearestNames } from './nearest-names';

describe('nearest names', () => {
  it('measures edits case-insensitively', () => {
    expect(editDistance('getCart', 'getcart')).toBe(0);
    expect(editDistance('getCrat', 'getCart')).toBe(2);
  });

  it('suggests the closest names for a typo, and none for nonsense', () => {
    expect(nearestNames('getCrat', ['getCart', 'addCartItem', 'placeOrder'])[0]).toBe('getCart');
    expect(nearestNames('zzzzzzzzzz', ['getCart', 'placeOrder'])).toEqual([]);
  });

  it('puts names that contain the input first', () => {
    expect(nearestNames('Coupon', ['applyCoupon', 'removeCoupon', 'getCart'])).toEqual([
      'applyCoupon',
      'removeCoupon',
    ]);
  });
});
