import { defineScenario, type Scenario, step } from '../scenario';
import { guestToken } from './common-steps';
import { AUTHORISING_CARD, addPayment, placeOrder, prepareOrder, readyCart, SKU, str } from './flow-steps';

/** Paying with more than a card: gift cards, loyalty vouchers, the athlete credit. */

const applyVoucher = (name: string, points: number, amountInCurrency: number) =>
  step('applyReward', {
    name,
    params: (v) => ({ basketId: str(v, 'cartId') }),
    body: { appliedLoyaltyVoucher: { points, amountInCurrency } },
    expect: { fields: { 'totals.appliedRewards': amountInCurrency } },
  });

const giftCardPartialPayment = defineScenario({
  name: 'gift-card-partial-payment',
  description:
    'A guest pays 50.00 of a jacket with gift card 6006491111111111 and the rest by card; the order lists ' +
    'both, and the gift card is spent (balance 0).',
  tags: ['flow', 'checkout', 'payment', 'gift-cards'],
  steps: [
    guestToken(),
    ...readyCart(SKU.jacket, 1),
    addPayment(
      { payment_method_id: 'GIFT_CARD', giftCardNumber: '6006491111111111', pin: '1111' },
      {
        name: 'gift card pays 50.00',
        expect: {
          fields: {
            'payment_instruments.0.payment_method_id': 'GIFT_CARD',
            'payment_instruments.0.amount': 50,
            'payment_instruments.0.balance': 0,
          },
        },
      },
    ),
    addPayment(AUTHORISING_CARD, {
      name: 'the card pays the rest',
      expect: { fields: { 'totals.remainingToPay': 0 } },
    }),
    prepareOrder(),
    placeOrder({
      expect: {
        fields: {
          status: 'CONFIRMED',
          'paymentMethod.0.code': 'GIFT_CARD',
          'paymentMethod.1.code': 'CREDIT_CARD',
        },
      },
    }),
    step('getGiftCardBalance', {
      name: 'the gift card is spent',
      body: { giftCardNumber: '6006491111111111', pin: '1111' },
      expect: { fields: { balance: 0, currency: 'USD' } },
    }),
  ],
});

const loyaltyVoucher = defineScenario({
  name: 'loyalty-voucher',
  description:
    'loyalty@example.com (2400 points) reads the vouchers, applies a 1000-point voucher worth 10.00 to ' +
    'the cart (PUT reward), pays the rest by card and places the order.',
  tags: ['flow', 'checkout', 'payment', 'loyalty'],
  setup: { shopper: { signIn: 'loyalty@example.com' } },
  steps: [
    step('getLoyaltyVouchers', {
      name: 'the member’s vouchers',
      expect: { fields: { memberId: 'LM-0042317', currentLoyaltyPoints: 2400 } },
    }),
    ...readyCart(SKU.jacket, 1),
    applyVoucher('apply a 1000-point voucher', 1000, 10),
    addPayment(AUTHORISING_CARD, {
      name: 'the card pays the rest',
      expect: { fields: { 'totals.appliedRewards': 10, 'totals.remainingToPay': 0 } },
    }),
    placeOrder(),
  ],
});

const athletePayment = defineScenario({
  name: 'athlete-payment',
  description:
    'athlete@example.com still has 1100.00 of athlete credit, so a loyalty voucher is refused (PYT400); ' +
    'the athlete credit pays the whole order instead.',
  tags: ['flow', 'checkout', 'payment', 'athlete'],
  produces: ['PYT400'],
  setup: { shopper: { signIn: 'athlete@example.com' } },
  steps: [
    ...readyCart(SKU.jacket, 1),
    step('applyReward', {
      name: 'a voucher is refused while credit remains',
      params: (v) => ({ basketId: str(v, 'cartId') }),
      body: { appliedLoyaltyVoucher: { points: 500, amountInCurrency: 5 } },
      expect: { errorId: 'PYT400' },
    }),
    addPayment(
      { payment_method_id: 'ATHLETES_PAYMENT' },
      {
        name: 'the athlete credit pays',
        expect: {
          fields: {
            'payment_instruments.0.payment_method_id': 'ATHLETES_PAYMENT',
            'totals.remainingToPay': 0,
          },
        },
      },
    ),
    placeOrder({ code: 'ATHLETES_PAYMENT' }),
  ],
});

const athleteCreditUsed = defineScenario({
  name: 'athlete-credit-used-rewards',
  description:
    'athlete.spent@example.com has used the whole athlete credit: the athlete payment is refused (PYT400) ' +
    'and a 500-point loyalty voucher applies.',
  tags: ['flow', 'payment', 'athlete', 'loyalty'],
  produces: ['PYT400'],
  setup: { shopper: { signIn: 'athlete.spent@example.com' } },
  steps: [
    ...readyCart(SKU.jacket, 1),
    addPayment(
      { payment_method_id: 'ATHLETES_PAYMENT' },
      { name: 'no athlete credit left', expect: { errorId: 'PYT400' } },
    ),
    applyVoucher('apply a 500-point voucher', 500, 5),
  ],
});

export const paymentScenarios: Scenario[] = [
  giftCardPartialPayment,
  loyaltyVoucher,
  athletePayment,
  athleteCreditUsed,
];
