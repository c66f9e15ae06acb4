import { describe, expect, it } from 'vitest';
import { acceptedMethods } from './payment-methods';
import { GUEST_SHOPPER, type ShopperFacts } from './shopper';

const ids = (shopper: ShopperFacts, over = {}) =>
  acceptedMethods({ region: 'NORA', shopper, cartBuysGiftCards: false, total: 5000, ...over }).map(
    (m) => m.id,
  );

describe('acceptedMethods', () => {
  it('offers cards, gift cards, PayPal and Klarna to a guest', () => {
    expect(ids(GUEST_SHOPPER)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA']);
  });
  it('hides Klarna under its minimum and gift cards when buying gift cards', () => {
    expect(ids(GUEST_SHOPPER, { total: 500, cartBuysGiftCards: true })).toEqual(['CREDIT_CARD', 'PAYPAL']);
  });
  it('adds loyalty methods for members and athlete credit for athletes', () => {
    const member: ShopperFacts = {
      ...GUEST_SHOPPER,
      kind: 'registered',
      consumerId: 'C1',
      isLoyaltyMember: true,
    };
    expect(ids(member)).toContain('LOYALTY_POINTS');
    expect(ids({ ...member, athlete: { remainingAmount: 1, payableAmount: 1 } })).toContain(
      'ATHLETES_PAYMENT',
    );
  });
  it('offers associates cards and gift cards only', () => {
    expect(ids({ ...GUEST_SHOPPER, kind: 'associate' })).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
  });
});
