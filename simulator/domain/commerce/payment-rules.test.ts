import { describe, expect, it } from 'vitest';
import {
  athletePayable,
  checkLoyaltyPoints,
  checkVoucher,
  findRewardCode,
  loyaltyGate,
} from './payment-rules';
import { GUEST_SHOPPER, type ShopperFacts } from './shopper';

const member: ShopperFacts = {
  ...GUEST_SHOPPER,
  kind: 'registered',
  consumerId: 'C1',
  consumerType: 'REGISTERED',
  isLoyaltyMember: true,
  memberId: 'LM-1',
  loyaltyPoints: 1200,
  rewardCodes: [{ code: 'RWD-10', amount: 1000 }],
  applicableVouchers: [
    { points: 500, amountInCurrency: 5 },
    { points: 1000, amountInCurrency: 10 },
    { points: 2000, amountInCurrency: 20 },
  ],
};
const athlete: ShopperFacts = {
  ...member,
  consumerType: 'ATHLETE',
  athlete: { remainingAmount: 30000, payableAmount: 30000 },
};
const now = new Date('2026-03-01T00:00:00Z');
const id = (f: { errorId?: string } | undefined) => f?.errorId ?? 'ok';

describe('rewards gates', () => {
  it('needs a signed-in, confirmed loyalty member', () => {
    expect(id(loyaltyGate(GUEST_SHOPPER))).toBe('REW401');
    expect(id(loyaltyGate({ ...member, isLoyaltyMember: false }))).toBe('REW130');
    expect(id(loyaltyGate({ ...member, loyaltyRefusal: 'REW135' }))).toBe('REW135');
    expect(id(loyaltyGate(member))).toBe('ok');
  });
  it('refuses more points than the balance', () => {
    expect(id(checkLoyaltyPoints(member, 1500, 0))).toBe('REW140');
    expect(id(checkLoyaltyPoints(member, 1000, 0))).toBe('ok');
  });
  it('lets an athlete use rewards only when the remaining amount is 0', () => {
    expect(id(checkLoyaltyPoints(athlete, 100, 0))).toBe('PYT400');
    expect(id(checkLoyaltyPoints(athlete, 100, 30000))).toBe('ok');
  });
  it('accepts a voucher tier the points can buy', () => {
    expect(id(checkVoucher(member, { points: 1000, amountInCurrency: 10 }, 0))).toBe('ok');
    expect(id(checkVoucher(member, { points: 2000, amountInCurrency: 20 }, 0))).toBe('REW140');
    expect(id(checkVoucher(member, { points: 2500, amountInCurrency: 25 }, 0))).toBe('REW140');
    expect(id(checkVoucher(member, { points: 1000, amountInCurrency: 50 }, 0))).toBe('REW140');
  });
  it('finds reward codes of the account only', () => {
    expect(findRewardCode(member, 'rwd-10', now)).toEqual({ code: 'RWD-10', amount: 1000 });
    expect(findRewardCode(member, 'OTHER', now)).toMatchObject({ errorId: 'PYT404' });
  });
  it('pays at most the athlete payable amount', () => {
    expect(athletePayable(athlete, undefined)).toBe(30000);
    expect(athletePayable(athlete, 5000)).toBe(5000);
    expect(athletePayable(member, undefined)).toMatchObject({ errorId: 'PYT404' });
  });
});
