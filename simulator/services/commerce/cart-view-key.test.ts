import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../db/commerce-config';
import { deepFreeze } from '../../db/deep-freeze';
import { cart, facts, tenOff } from '../../domain/commerce/cart-facts.test-helpers';
import { cartView } from '../../domain/commerce/cart-view';
import { GUEST_SHOPPER } from '../../domain/commerce/shopper';
import { cartViewKey } from './cart-view-key';

const key = (over: Parameters<typeof facts>[0] = {}, options = {}) => cartViewKey(facts(over), options);

/** A coupon on the cart whose promotion runs from `startsAt` to `endsAt` (the clock decides if it counts). */
const dated: Promotion = {
  ...tenOff,
  id: 'promo-dated',
  couponCode: 'DATED10',
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-03-31T23:59:59.000Z',
};
const withDatedCoupon = (now: Date) =>
  facts({
    now,
    promotions: [dated],
    cart: { ...cart, coupons: [{ code: 'DATED10', couponItemId: 'cp-1' }] },
  });

describe('cartViewKey: when two cart reads answer the same', () => {
  it('is the same for facts with the same content, whatever the objects', () => {
    expect(key()).toBe(key());
    expect(key({ cart: structuredClone(cart) })).toBe(key());
  });

  it('changes with every fact and option', () => {
    const base = key();
    const changed = [
      key({ cart: { ...cart, lines: [{ ...(cart.lines[0] as (typeof cart.lines)[0]), qty: 3 }] } }),
      key({ shopper: { ...GUEST_SHOPPER, loyaltyPoints: 10 } }),
      key({ promotions: [] }),
      key({ couponUsage: new Map([['TAKE10', { redemptions: 1, redeemedBy: [] }]]) }),
      key({ giftCardBalances: new Map([['6000', 500]]) }),
      key({ taxRule: undefined }),
      key({
        lineShipping: new Map([['it-1', { qty: 2, isDigital: false, isCustoms: false, homeStock: 6 }]]),
      }),
      key({}, { expand: 'paymentMethods' }),
      key({}, { region: 'EMEA' }),
    ];
    for (const other of changed) expect(other).not.toBe(base);
    expect(new Set(changed).size).toBe(changed.length);
  });

  it('counts a deep-frozen cart by identity: a stored record cannot change without being replaced', () => {
    const stored = deepFreeze(structuredClone(cart));
    const copy = deepFreeze(structuredClone(cart));
    expect(key({ cart: stored })).toBe(key({ cart: stored }));
    expect(key({ cart: copy })).not.toBe(key({ cart: stored }));
    expect(key({ cart: stored })).not.toContain(cart.id);
  });

  it('reads the clock only through the promotion windows: same windows, same key and same answer', () => {
    const march = [Date.parse('2026-03-01T00:00:00.000Z'), Date.parse('2026-03-31T23:59:59.000Z')];
    const [from = 0, to = 0] = march;
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.integer({ min: from, max: to }), (a, b) => {
        const first = withDatedCoupon(new Date(a));
        const second = withDatedCoupon(new Date(b));
        expect(cartViewKey(first, {})).toBe(cartViewKey(second, {}));
        expect(cartView(second)).toEqual(cartView(first));
      }),
      { numRuns: 50 },
    );
  });

  it('changes when the clock crosses a promotion date, and so does the answer', () => {
    const running = withDatedCoupon(new Date('2026-03-31T23:59:59.000Z'));
    const ended = withDatedCoupon(new Date('2026-03-31T23:59:59.001Z'));
    const early = withDatedCoupon(new Date('2026-02-28T23:59:59.999Z'));
    expect(cartViewKey(ended, {})).not.toBe(cartViewKey(running, {}));
    expect(cartViewKey(early, {})).not.toBe(cartViewKey(running, {}));
    expect(cartView(ended).totals.totalDiscount).toBe(0);
    expect(cartView(running).totals.totalDiscount).toBeGreaterThan(0);
  });
});
