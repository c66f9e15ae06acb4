import { describe, expect, it } from 'vitest';
import { PROMOTIONS } from '../../db/commerce-config';
import { isFailure } from '../failure';
import { type CouponContext, checkCouponToApply, evaluatePromotions } from './promotions';

const usage = new Map([
  ['LIMITED50', { redemptions: 50, redeemedBy: [] }],
  ['THANKYOU20', { redemptions: 1, redeemedBy: ['*'] }],
  ['WELCOME15', { redemptions: 1, redeemedBy: ['C1'] }],
]);
const ctx = (over: Partial<CouponContext> = {}): CouponContext => ({
  now: new Date('2026-03-01T00:00:00Z'),
  consumerType: 'REGISTERED',
  shopperKey: 'C2',
  usage: (code) => usage.get(code),
  ...over,
});

const refusal = (code: string, c = ctx(), onCart: string[] = []) => {
  const r = checkCouponToApply(PROMOTIONS, code, onCart, c);
  return isFailure(r) ? r.errorId : 'ok';
};

describe('coupons', () => {
  it('accepts a valid code case-insensitively', () => {
    expect(refusal(' spring20 ')).toBe('ok');
  });
  it('refuses from real conditions', () => {
    expect(refusal('NOPE')).toBe('PRM160');
    expect(refusal('WINTER2025')).toBe('PRM155');
    expect(refusal('FUTURE30')).toBe('PRM135');
    expect(refusal('LIMITED50')).toBe('PRM140');
    expect(refusal('THANKYOU20')).toBe('PRM150');
    expect(refusal('WELCOME15', ctx({ shopperKey: 'C1' }))).toBe('PRM150');
    expect(refusal('WELCOME15')).toBe('ok');
    expect(refusal('STAFF30')).toBe('PRM130');
    // The employee discount needs the terms accepted (spec 000 section 6).
    expect(refusal('STAFF30', ctx({ consumerType: 'EMPLOYEE' }))).toBe('PRM130');
    expect(refusal('STAFF30', ctx({ consumerType: 'EMPLOYEE', employeeTermsAccepted: true }))).toBe('ok');
    expect(refusal('TAKE10', ctx(), ['take10'])).toBe('PRM416');
  });
  it('lets a code expire while on the cart: kept, not valid, not applied', () => {
    const out = evaluatePromotions({
      promotions: PROMOTIONS,
      lines: [{ id: 'a', rowTotal: 10000, isDigital: false }],
      couponCodes: ['SPRING20'],
      homeShipping: 795,
      ctx: ctx({ now: new Date('2099-07-01T00:00:00Z') }),
    });
    expect(out.coupons[0]).toMatchObject({ valid: true, applied: true });
    const expired = evaluatePromotions({
      promotions: PROMOTIONS,
      lines: [{ id: 'a', rowTotal: 10000, isDigital: false }],
      couponCodes: ['WINTER2025'],
      homeShipping: 795,
      ctx: ctx(),
    });
    expect(expired.coupons[0]).toMatchObject({ valid: false, applied: false });
    expect(expired.lineDiscounts.size).toBe(0);
  });
});

describe('evaluatePromotions', () => {
  const run = (rowTotal: number, codes: string[] = []) =>
    evaluatePromotions({
      promotions: PROMOTIONS,
      lines: [
        { id: 'a', rowTotal, isDigital: false },
        { id: 'g', rowTotal: 5000, isDigital: true },
      ],
      couponCodes: codes,
      homeShipping: 795,
      ctx: ctx(),
    });

  it('never discounts digital lines with product promotions', () => {
    const out = run(10000, ['SPRING20']);
    expect(out.lineDiscounts.get('g')).toBeUndefined();
    expect(out.lineDiscounts.get('a')?.[0]?.amount).toBe(2000);
  });

  it('adds the ORDER $15 off at $150 and the gift at $200', () => {
    expect(run(9000).orderDiscounts.map((d) => d.promotion.id)).toEqual([]);
    expect(run(10000).orderDiscounts.map((d) => d.promotion.id)).toEqual(['promo-spend-150']);
    expect(run(15000).gifts.map((g) => g.gift.productId)).toEqual(['GWPTOTE01']);
  });

  it('reports what is missing to an approaching promotion (promotion-texts.ts writes its callout)', () => {
    const out = run(6000);
    const callout = out.approaching.find((a) => a.promotion.id === 'promo-spend-150');
    expect(callout?.missing).toBe(4000);
    expect(out.approaching.some((a) => a.promotion.id === 'promo-free-ship-75')).toBe(false);
  });

  it('makes home shipping free with the automatic SHIPPING promotion', () => {
    const out = run(3000);
    expect(out.shippingDiscounts.map((d) => [d.promotion.id, d.amount])).toEqual([
      ['promo-free-ship-75', 795],
    ]);
  });
});
