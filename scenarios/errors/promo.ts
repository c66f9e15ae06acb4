import { guestToken } from '../flows/common-steps';
import { addItem, createCart, SKU, str } from '../flows/flow-steps';
import { type Scenario, type Step, type StepExpectation, step } from '../scenario';
import { injectedError, realError } from './helpers';

/** Promo group: the fixed coupons of README.md "Gift cards and coupons". */
const G = 'promo';

const cartWithJacket = (): Step[] => [guestToken(), createCart(), addItem({ productId: SKU.jacket })];

const coupon = (code: string, expect: StepExpectation): Step =>
  step('applyCoupon', {
    name: `apply coupon ${code}`,
    body: (v) => ({ cartId: str(v, 'cartId'), code }),
    expect,
  });

export const promoErrorScenarios: Scenario[] = [
  realError(G, 'PRM130', 'Removing a coupon that is not on the cart answers PRM130.', [
    ...cartWithJacket(),
    step('removeCoupon', {
      name: 'remove SPRING20, never applied',
      body: (v) => ({ cartId: str(v, 'cartId'), code: 'SPRING20' }),
      expect: { errorId: 'PRM130' },
    }),
  ]),
  realError(G, 'PRM160', 'An unknown coupon code answers PRM160.', [
    ...cartWithJacket(),
    coupon('NOSUCHCODE', { errorId: 'PRM160' }),
  ]),
  realError(G, 'PRM135', 'A coupon not yet active (FUTURE30) answers PRM135.', [
    ...cartWithJacket(),
    coupon('FUTURE30', { errorId: 'PRM135' }),
  ]),
  realError(G, 'PRM140', 'A used-up coupon (LIMITED50) answers PRM140.', [
    ...cartWithJacket(),
    coupon('LIMITED50', { errorId: 'PRM140' }),
  ]),
  realError(G, 'PRM150', 'An already redeemed coupon (THANKYOU20) answers PRM150.', [
    ...cartWithJacket(),
    coupon('THANKYOU20', { errorId: 'PRM150' }),
  ]),
  realError(G, 'PRM155', 'An expired coupon (WINTER2025) answers PRM155.', [
    ...cartWithJacket(),
    coupon('WINTER2025', { errorId: 'PRM155' }),
  ]),
  injectedError(
    G,
    'PRM175',
    'applyCoupon',
    'The promotion service failing (fault on apply coupon) answers PRM175.',
    [...cartWithJacket(), coupon('SPRING20', { errorId: 'PRM175' })],
  ),
  realError(G, 'PRM416', 'Applying SPRING20 a second time answers PRM416.', [
    ...cartWithJacket(),
    coupon('SPRING20', {}),
    coupon('SPRING20', { errorId: 'PRM416' }),
  ]),
];
