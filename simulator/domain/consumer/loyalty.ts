import type {
  ApplicableLoyaltyVoucher,
  LoyaltyVouchers,
  LoyaltyWelcomePromo,
} from '../../../contracts/entities/loyalty';
import type { AccountRecord } from '../../db/account-records';
import { type Failure, failure } from '../failure';

/** Voucher tiers the points buy (not shown by the spec): 500 points per 5 units of the currency. */
export const VOUCHER_TIERS: readonly { points: number; amount: number }[] = [
  { points: 500, amount: 5 },
  { points: 1000, amount: 10 },
  { points: 2000, amount: 20 },
  { points: 5000, amount: 50 },
];

const WELCOME_PROMO_DAYS = 30;
export const LOYALTY_TOKEN_SECONDS = 3600;

type Member = Pick<AccountRecord, 'isLoyaltyMember' | 'memberId' | 'enrollments'>;

/** Why a consumer cannot use the loyalty calls: REW130 not a member, REW135 not confirmed, 4044 no member id. */
export function loyaltyFailure(account: Member): Failure | undefined {
  if (!account.isLoyaltyMember) return failure('REW130');
  const enrollment = account.enrollments.find((e) => e.type === 'Loyalty');
  if (enrollment && !enrollment.doubleOptin) return failure('REW135');
  if (!account.memberId) return failure('4044');
  return undefined;
}

export function applicableVouchers(points: number, currency: string): ApplicableLoyaltyVoucher[] {
  return VOUCHER_TIERS.filter((tier) => tier.points <= points).map((tier) => ({
    points: tier.points,
    amountInCurrency: tier.amount,
    currency,
    voucherTypeId: `VT-${tier.points}`,
  }));
}

/** An available voucher past its expiresAt reads EXPIRED (on the session's clock). */
export function vouchersView(account: AccountRecord & { memberId: string }, now: Date): LoyaltyVouchers {
  const lapsed = (expiresAt: string | undefined) =>
    expiresAt !== undefined && Date.parse(expiresAt) <= now.getTime();
  return {
    memberId: account.memberId,
    currentLoyaltyPoints: account.loyaltyPoints,
    applicableLoyaltyVouchers: applicableVouchers(account.loyaltyPoints, account.currency),
    vouchers: account.vouchers.map((v) =>
      v.status === 'AVAILABLE' && lapsed(v.expiresAt) ? { ...v, status: 'EXPIRED' as const } : { ...v },
    ),
  };
}

/** The new member's welcome offer: 10 percent, coupon issued from the opt-in, valid 30 days. */
export function welcomePromo(account: AccountRecord & { memberId: string }, now: Date): LoyaltyWelcomePromo {
  const since = account.loyaltyOptInDate ? Date.parse(account.loyaltyOptInDate) : now.getTime();
  const expiresAt = new Date(since + WELCOME_PROMO_DAYS * 86_400_000).toISOString();
  return {
    promotionId: 'LOYALTY-WELCOME-10',
    couponCode: `WELCOME-${account.memberId}`,
    title: 'Welcome to the club: 10% off',
    message: 'Your welcome offer: 10% off your next order.',
    discount: { type: 'PERCENT', value: 10 },
    redeemed: account.welcomePromoRedeemed,
    expiresAt,
  };
}
