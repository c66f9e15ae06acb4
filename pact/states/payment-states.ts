import { addPayment, billTo, HOME, SKU, shipTo } from '../../scenarios/flows/flow-steps';
import { defineProviderState, fixed, saved } from './provider-state';

const accessToken = { means: "the shopper's bearer token", simulator: saved('token') } as const;
const cartId = { means: "the id of that shopper's cart", simulator: saved('cartId') } as const;
const ONE_JACKET = { items: [{ productId: SKU.jacket, qty: 1 }] } as const;
const READY = [shipTo(HOME), billTo(HOME)];

/** A gift card with a balance, in the cart's currency. */
const giftCard = {
  giftCardNumber: { means: 'a gift card number with a balance (USD)', simulator: fixed('6006491111111111') },
  giftCardPin: { means: "that gift card's PIN", simulator: fixed('1111') },
} as const;

/** The checkout's billing and payment states (issue 12): carts ready to pay, and the shoppers who pay. */
export const paymentStates = [
  defineProviderState({
    name: 'a guest cart shipped home',
    setsUp:
      'A guest cart with one in-stock line and a valid US home shipping address, no billing address yet.',
    values: { accessToken, cartId },
    setup: { cart: ONE_JACKET },
    steps: [shipTo(HOME)],
  }),
  defineProviderState({
    name: 'a guest cart ready for payment',
    setsUp:
      'A guest cart with one in-stock line (total above 10.00, so Klarna is offered), a US home shipping ' +
      'address and the same billing address, no payment yet; and a gift card with a balance.',
    values: { accessToken, cartId, ...giftCard },
    setup: { cart: ONE_JACKET },
    steps: READY,
  }),
  defineProviderState({
    name: 'a guest cart paid in part with a gift card',
    setsUp: 'A guest cart ready for payment with one gift card applied that pays part of the total.',
    values: {
      accessToken,
      cartId,
      paymentInstrumentId: {
        means: "the gift card's payment instrument id on the cart",
        simulator: saved('paymentInstrumentId'),
      },
    },
    setup: { cart: ONE_JACKET },
    steps: [
      ...READY,
      addPayment(
        { payment_method_id: 'GIFT_CARD', giftCardNumber: '6006491111111111', pin: '1111' },
        {
          name: 'apply a gift card',
          save: { paymentInstrumentId: 'payment_instruments.0.payment_instrument_id' },
        },
      ),
    ],
  }),
  defineProviderState({
    name: 'the gift card is expired',
    setsUp: 'A guest cart ready for payment, and a gift card (with its PIN) whose expiry date has passed.',
    values: {
      accessToken,
      cartId,
      giftCardNumber: { means: 'an expired gift card number', simulator: fixed('6006495555555555') },
      giftCardPin: { means: "that gift card's PIN", simulator: fixed('5555') },
    },
    setup: { cart: ONE_JACKET },
    steps: READY,
  }),
  defineProviderState({
    name: 'a registered shopper with a saved card and a cart ready for payment',
    setsUp:
      'registered@example.com signed in, with a saved main card, and a cart with one line, shipping and ' +
      'billing addresses set.',
    values: {
      accessToken,
      cartId,
      savedCardId: { means: "the id of the shopper's main saved card", simulator: fixed('pi-reg-1') },
    },
    setup: { shopper: { signIn: 'registered@example.com' }, cart: ONE_JACKET },
    steps: READY,
  }),
  defineProviderState({
    name: 'a loyalty member with a cart ready for payment',
    setsUp:
      'loyalty@example.com signed in: a confirmed loyalty member with 2400 points, a voucher tier of 1000 ' +
      'points for 10.00, a reward code and a reward card; a cart with one line, shipping and billing set.',
    values: { accessToken, cartId },
    setup: { shopper: { signIn: 'loyalty@example.com' }, cart: ONE_JACKET },
    steps: READY,
  }),
  defineProviderState({
    name: 'an athlete with a cart ready for payment',
    setsUp:
      'athlete@example.com signed in with athlete credit remaining; a cart with one line, shipping and billing set.',
    values: { accessToken, cartId },
    setup: { shopper: { signIn: 'athlete@example.com' }, cart: ONE_JACKET },
    steps: READY,
  }),
];
