import { describe, expect, it } from 'vitest';
import { loyaltyTokenRequest, loyaltyVouchers, loyaltyWelcomePromo } from './loyalty';

describe('loyalty', () => {
  it('accepts vouchers, a token request and a welcome promo', () => {
    const vouchers = {
      memberId: 'LM-0042317',
      currentLoyaltyPoints: 1250,
      applicableLoyaltyVouchers: [{ points: 1000, amountInCurrency: 10, currency: 'USD' }],
    };
    expect(loyaltyVouchers.safeParse(vouchers).success).toBe(true);
    expect(
      loyaltyTokenRequest.safeParse({ usid: 'usid-5b1f0c2e9a7d', referralCode: 'FRIEND-7Q2K' }).success,
    ).toBe(true);
    const promo = {
      promotionId: 'welcome-10',
      title: '10% off',
      discount: { type: 'PERCENT', value: 10 },
      redeemed: false,
    };
    expect(loyaltyWelcomePromo.safeParse(promo).success).toBe(true);
  });

  it('rejects negative points, a zero-point voucher, a bad referral code and an amount without currency', () => {
    expect(
      loyaltyVouchers.safeParse({ memberId: 'LM-1', currentLoyaltyPoints: -1, applicableLoyaltyVouchers: [] })
        .success,
    ).toBe(false);
    const zero = {
      memberId: 'LM-1',
      currentLoyaltyPoints: 0,
      applicableLoyaltyVouchers: [{ points: 0, amountInCurrency: 5 }],
    };
    expect(loyaltyVouchers.safeParse(zero).success).toBe(false);
    expect(
      loyaltyTokenRequest.safeParse({ usid: 'usid-5b1f0c2e9a7d', referralCode: 'no spaces!' }).success,
    ).toBe(false);
    const promo = {
      promotionId: 'w',
      title: '$10 off',
      discount: { type: 'AMOUNT', value: 10 },
      redeemed: false,
    };
    expect(loyaltyWelcomePromo.safeParse(promo).success).toBe(false);
  });
});
