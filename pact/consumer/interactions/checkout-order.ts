import { expect } from 'vitest';
import type { ResponseBodyOf } from '../../../contracts/registry/types';
import { BOT_CHECK_OK, HOME } from '../../../scenarios/flows/flow-steps';
import { encodeThreeDsResult } from '../../../storefront/src/commerce/checkout/three-ds-provider';
import { placeOrderOutcome } from '../../../storefront/src/features/checkout/order/place-order-outcome';
import { bodyOf, interaction, type Outcome, type Values } from '../pact-interaction';

type Order = ResponseBodyOf<'placeOrder'>;

/** What the summary step makes of a place answer or its error (features/checkout/order). */
const outcomeOf = (outcome: Outcome) =>
  outcome.ok
    ? placeOrderOutcome({ order: outcome.body as Order })
    : placeOrderOutcome({ error: outcome.error });

/** The place-order body the storefront sends (commerce/checkout/place-order-body.ts) for the state's cart. */
const placeBody = (v: Values, recaptcha = BOT_CHECK_OK) => ({
  query: { checkoutType: 'STANDARD' as const },
  body: {
    recaptcha_response: recaptcha,
    cartId: v.cartId,
    billingAddress: HOME,
    paymentMethod: { code: 'CREDIT_CARD' as const, id: v.instrumentId, bin: '411111', type: 'VISA' as const },
  },
});

/**
 * The order calls of the summary step (storefront/src/commerce/checkout/order.ts): prepare, place, the
 * 3-D Secure patch, and one place-order error per handling route of spec 000 section 8.
 */
export const checkoutOrderInteractions = [
  interaction('prepareOrder', {
    description: 'a request to prepare the cart for placing',
    states: ['a guest cart ready to place'],
    input: (v) => ({ query: { checkoutType: 'STANDARD' }, body: { basketId: v.cartId } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ totals: { remainingToPay: 0 } }),
  }),
  interaction('placeOrder', {
    description: 'a request to place the order',
    states: ['a guest cart ready to place'],
    input: (v) => placeBody(v),
    check: (outcome) => expect(outcomeOf(outcome).kind).toBe('confirmed'),
  }),
  interaction('placeOrder', {
    description: 'a request to place an order the bank wants to challenge',
    states: ['the card needs a 3-D Secure challenge'],
    input: (v) => ({
      ...placeBody(v),
      body: { ...placeBody(v).body, paymentMethod: { code: 'CREDIT_CARD' as const, id: v.instrumentId } },
    }),
    // The pact keeps only what the contract requires: the PaymentNotAuthorized flash is optional there, so
    // the pending status is what it pins (the flash routes are unit-tested in place-order-outcome.test.ts).
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ status: 'PAYMENT_PENDING' }),
  }),
  interaction('patchOrder', {
    description: 'a request to complete a challenged order with an approved 3-D Secure result',
    states: ['a 3-D Secure challenge is pending'],
    input: (v) => ({
      params: { orderNumber: v.orderNumber },
      query: { st: v.st },
      body: {
        paymentMethod: {
          code: 'CREDIT_CARD',
          additionalData: {
            cardType: 'VISA',
            paymentInstrumentId: v.paymentInstrumentId,
            sessionID: v.sessionID,
            threeDS2Result: encodeThreeDsResult('Y'),
          },
        },
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ status: 'CONFIRMED' }),
  }),
  interaction('placeOrder', {
    description: 'a request to place an order paid by a declined card',
    states: ['the card is declined'],
    input: (v) => placeBody(v),
    error: { errorId: 'PAYMENT_ERROR', route: 'top-notification' },
    check: (outcome) => expect(outcomeOf(outcome).kind).toBe('top-notification'),
  }),
  interaction('placeOrder', {
    description: 'a request to place an order with a failing bot-check token',
    states: ['a guest cart ready to place'],
    input: (v) => placeBody(v, 'bot-check-fail'),
    error: { errorId: 'AUT403', route: 'bot-defence-challenge' },
    check: (outcome) => expect(outcomeOf(outcome).kind).toBe('error-toast'),
  }),
  interaction('placeOrder', {
    description: 'a request to place an order its payment no longer covers',
    states: ['the payment no longer covers the order'],
    input: (v) => placeBody(v),
    error: { errorId: 'PYT400', route: 'sticky-error-toast' },
    check: (outcome) => expect(outcomeOf(outcome).kind).toBe('error-toast'),
  }),
  interaction('placeOrder', {
    description: 'a request to place an order whose shipping address is no longer valid',
    states: ['the shipping address is no longer valid for the order'],
    input: (v) => placeBody(v),
    error: { errorId: 'InvalidShippingAddress', route: 'step-back:shipping' },
    check: (outcome) => expect(outcomeOf(outcome)).toMatchObject({ kind: 'step-back', step: 'shipping' }),
  }),
  interaction('placeOrder', {
    description: 'a request to place an order with an item no longer available',
    states: ['an item is no longer available when placing'],
    input: (v) => placeBody(v),
    error: { errorId: 'ITEM_NO_LONGER_AVAILABLE', route: 'refresh-cart' },
    check: (outcome) => expect(outcomeOf(outcome)).toMatchObject({ kind: 'refresh-cart', showFlash: true }),
  }),
  interaction('placeOrder', {
    description: 'a request to place an order the alternative payment provider does not authorise',
    states: ['the alternative payment provider declines'],
    input: (v) => placeBody(v),
    error: { errorId: 'PAY400', route: 'sticky-error-toast' },
    check: (outcome) => expect(outcomeOf(outcome)).toMatchObject({ kind: 'provider-declined' }),
  }),
];
