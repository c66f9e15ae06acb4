import { expect } from 'vitest';
import { SHOPPER_ADDRESS } from '../../../simulator/testing/shopper-address';
import '../../../storefront/src/api/checkout-operations';
import { PAYMENT_CART_VIEW } from '../../../storefront/src/commerce/checkout/payment';
import { inlineField } from '../../../storefront/src/features/checkout/payment/payment-errors';
import { bodyOf, errorOf, interaction, type Outcome } from '../pact-interaction';

const REFERER = 'https://www.summitpeak.example/en-us/checkout';
/** A card as the payment provider tokenises it (the card number never reaches the API). */
const CARD = {
  token: 'tok_ps-1_0123456789abcdef0123456789abcdef',
  cardType: 'VISA',
  bin: '411111',
  lastFour: '1111',
  expiryMonth: 12,
  expiryYear: 2040,
  holderName: 'Ada Lovelace',
} as const;

// The pact leaves the cart's optional keys out (payment_instruments, billingAddress): the checks read the
// required totals only (docs/decisions.md, Pact: known limit).
type PaidCart = { totals: { remainingToPay: number } };
const cartOf = (outcome: Outcome) => bodyOf(outcome) as PaidCart;
/** The billing step's calls (storefront/src/commerce/checkout/payment.ts and payment-provider.ts), as it makes them. */
export const checkoutPaymentInteractions = [
  interaction('setBillingAddress', {
    description: 'a request to bill the cart to its shipping address',
    states: ['a guest cart shipped home'],
    input: (v) => ({
      params: { basketId: v.cartId },
      body: SHOPPER_ADDRESS,
    }),
  }),
  interaction('getPaymentMethods', {
    description: 'a request for the payment methods the cart accepts',
    states: ['a guest cart ready for payment'],
    input: (v) => ({ params: { basketId: v.cartId } }),
    check: (outcome) =>
      expect(
        (bodyOf(outcome) as { paymentMethods: { id: string }[] }).paymentMethods.map((m) => m.id),
      ).toContain('CREDIT_CARD'),
  }),
  interaction('getPaymentSession', {
    description: "a request for the card provider's payment session",
    states: ['a guest cart ready for payment'],
    input: () => ({ query: { referer: REFERER, paymentMethodId: 'CREDIT_CARD' } }),
  }),
  interaction('getPaymentSession', {
    description: 'a request for a Klarna session priced from the cart',
    states: ['a guest cart ready for payment'],
    input: (v) => ({ query: { referer: REFERER, paymentMethod: 'klarna', basketId: v.cartId } }),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to pay the cart with a tokenised new card',
    states: ['a guest cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'CREDIT_CARD', card: CARD },
    }),
    check: (outcome) => expect(cartOf(outcome).totals.remainingToPay).toBe(0),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to pay the cart with a saved card',
    states: ['a registered shopper with a saved card and a cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: v.savedCardId },
    }),
    check: (outcome) => expect(cartOf(outcome).totals.remainingToPay).toBe(0),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to apply a gift card to the cart',
    states: ['a guest cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'GIFT_CARD', giftCardNumber: v.giftCardNumber, pin: v.giftCardPin },
    }),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to open the Klarna payment on the cart',
    states: ['a guest cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'KLARNA' },
    }),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to pay the cart with an approved PayPal payment',
    states: ['a guest cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'PAYPAL', orderID: 'PAYID-0123456789AB', payerID: 'PAYER-01234567' },
    }),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to pay with the athlete credit',
    states: ['an athlete with a cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'ATHLETES_PAYMENT', amount: 100 },
    }),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to pay with a reward code',
    states: ['a loyalty member with a cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'REWARD_CODE', code: 'RWD-5OFF-2026' },
    }),
  }),
  interaction('removePaymentInstrument', {
    description: 'a request to remove a gift card from the cart',
    states: ['a guest cart paid in part with a gift card'],
    input: (v) => ({
      params: { basketId: v.cartId },
      body: { payment_instrument_id: v.paymentInstrumentId },
    }),
  }),
  interaction('applyReward', {
    description: 'a request to apply a loyalty voucher to the cart',
    states: ['a loyalty member with a cart ready for payment'],
    input: (v) => ({
      params: { basketId: v.cartId },
      body: { appliedLoyaltyVoucher: { points: 1000, amountInCurrency: 10 } },
    }),
  }),
  interaction('getGiftCardBalance', {
    description: "a request for a gift card's balance",
    states: ['a guest cart ready for payment'],
    input: (v) => ({ body: { giftCardNumber: v.giftCardNumber, pin: v.giftCardPin } }),
  }),
  interaction('listPaymentInstruments', {
    description: "a request for the shopper's saved cards",
    states: ['a registered shopper with a saved card and a cart ready for payment'],
    input: () => ({ query: { payment_method_id: 'CREDIT_CARD' } }),
  }),
  interaction('listPaymentInstruments', {
    description: "a request for the member's reward codes",
    states: ['a loyalty member with a cart ready for payment'],
    input: () => ({ query: { payment_method_id: 'REWARD_CODE' } }),
  }),
  interaction('listPaymentInstruments', {
    description: "a request for the member's reward cards",
    states: ['a loyalty member with a cart ready for payment'],
    input: () => ({ query: { payment_method_id: 'REWARD_CARD' } }),
  }),
  interaction('getLoyaltyVouchers', {
    description: "a request for the member's points and vouchers",
    states: ['a loyalty member with a cart ready for payment'],
    input: () => ({}),
  }),
  interaction('addPaymentInstrument', {
    description: 'a request to apply an expired gift card',
    states: ['the gift card is expired'],
    input: (v) => ({
      params: { basketId: v.cartId },
      query: PAYMENT_CART_VIEW,
      body: { payment_method_id: 'GIFT_CARD', giftCardNumber: v.giftCardNumber, pin: v.giftCardPin },
    }),
    error: { errorId: 'GFC812', route: 'inline-at-input' },
    check: (outcome) => expect(inlineField(errorOf(outcome))).toBe('giftCardNumber'),
  }),
  interaction('getGiftCardBalance', {
    description: "a request for an expired gift card's balance",
    states: ['the gift card is expired'],
    input: (v) => ({ body: { giftCardNumber: v.giftCardNumber, pin: v.giftCardPin } }),
    error: { errorId: 'GFC812', route: 'inline-at-input' },
    check: (outcome) => expect(inlineField(errorOf(outcome))).toBe('giftCardNumber'),
  }),
];
