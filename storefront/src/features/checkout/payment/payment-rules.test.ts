import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../commerce/cart';
import type { PaymentMethod } from '../../../commerce/checkout/payment';
import { athleteRemaining, offeredMethods, preselectedMethod, rewardsAllowed } from './payment-rules';

const method = (id: PaymentMethod['id']): PaymentMethod => ({ id, name: id });
const MEMBER = ['CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'].map((id) =>
  method(id as PaymentMethod['id']),
);
const ATHLETE = [...MEMBER, method('ATHLETES_PAYMENT')];

const cartWith = (instruments: Cart['payment_instruments'], remainingToPay = 100, billing = true): Cart =>
  ({
    id: 'c1',
    currency: 'USD',
    totalItems: 1,
    items: [],
    totals: { total: 229, totalDiscount: 0, itemTotal: 229, remainingToPay, totalUnits: 1 },
    payment_instruments: instruments,
    ...(billing
      ? {
          billingAddress: {
            firstName: 'A',
            lastName: 'B',
            addressLine1: 'x',
            city: 'y',
            postalCode: '1',
            country: 'US',
          },
        }
      : {}),
  }) as unknown as Cart;

const athleteInstrument = (remainingAmount: number) =>
  ({
    payment_method_id: 'ATHLETES_PAYMENT',
    payment_instrument_id: 'pi-1',
    amount: 100,
    additionalData: { remainingAmount, payableAmount: 100 },
  }) as const;

describe('the athlete rule: rewards only once the remaining amount is 0', () => {
  it('is not an athlete: rewards allowed', () => {
    expect(rewardsAllowed(MEMBER, cartWith([]), { signedIn: true })).toBe(true);
  });
  it('an athlete who has not used the credit yet may not pay with rewards', () => {
    expect(rewardsAllowed(ATHLETE, cartWith([]), { signedIn: true })).toBe(false);
  });
  it('an athlete with credit remaining may not; with 0 remaining may', () => {
    expect(athleteRemaining(cartWith([athleteInstrument(50)]))).toBe(50);
    expect(rewardsAllowed(ATHLETE, cartWith([athleteInstrument(50)]), { signedIn: true })).toBe(false);
    expect(rewardsAllowed(ATHLETE, cartWith([athleteInstrument(0)]), { signedIn: true })).toBe(true);
  });
  it('an athlete whose credit is spent (the athlete payment answered PYT400) may', () => {
    expect(rewardsAllowed(ATHLETE, cartWith([]), { signedIn: true, athleteCreditSpent: true })).toBe(true);
  });
});

describe('the offered methods', () => {
  it('keeps the server order and marks rewards unusable with the reason', () => {
    const offered = offeredMethods(ATHLETE, cartWith([]), { signedIn: true });
    expect(offered.map((o) => o.method.id)).toEqual(ATHLETE.map((m) => m.id));
    expect(offered.filter((o) => !o.usable).map((o) => [o.method.id, o.reason])).toEqual([
      ['LOYALTY_POINTS', 'athleteCreditFirst'],
      ['REWARD_CODE', 'athleteCreditFirst'],
      ['REWARD_CARD', 'athleteCreditFirst'],
    ]);
  });
  it('a guest cannot use rewards', () => {
    const offered = offeredMethods(MEMBER, cartWith([]), { signedIn: false });
    expect(offered.find((o) => o.method.id === 'LOYALTY_POINTS')).toMatchObject({
      usable: false,
      reason: 'signInForRewards',
    });
    expect(offered.find((o) => o.method.id === 'GIFT_CARD')?.usable).toBe(true);
  });
  it('preselects the open-ended method on the cart, else the first usable', () => {
    const methods = [method('CREDIT_CARD'), method('GIFT_CARD'), method('PAYPAL')];
    const paypal = { payment_method_id: 'PAYPAL', payment_instrument_id: 'pi-2', amount: 229 } as const;
    expect(preselectedMethod(offeredMethods(methods, cartWith([]), { signedIn: false }), cartWith([]))).toBe(
      'CREDIT_CARD',
    );
    expect(
      preselectedMethod(offeredMethods(methods, cartWith([paypal]), { signedIn: false }), cartWith([paypal])),
    ).toBe('PAYPAL');
  });
});
