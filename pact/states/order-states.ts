import {
  AUTHORISING_CARD,
  addPayment,
  billTo,
  CHALLENGE_CARD,
  CHALLENGE_SAVE,
  card,
  HOME,
  placeOrder,
  SKU,
  shipTo,
} from '../../scenarios/flows/flow-steps';
import { defineProviderState, saved } from './provider-state';

const accessToken = { means: "the cart owner's bearer token", simulator: saved('token') } as const;
const cartId = { means: 'the id of that cart', simulator: saved('cartId') } as const;
const instrumentId = {
  means: 'the id of the card payment instrument on the cart (payment_instruments[0].payment_instrument_id)',
  simulator: saved('instrumentId'),
} as const;
const values = { accessToken, cartId, instrumentId };

/** A guest cart with one jacket for home delivery, a home and billing address, paid by `card`. */
const readySteps = (card: typeof AUTHORISING_CARD) => [
  shipTo(HOME),
  billTo(HOME),
  addPayment(card, { save: { instrumentId: 'payment_instruments.0.payment_instrument_id' } }),
];
const ready = { cart: { items: [{ productId: SKU.jacket }] } } as const;
const READY =
  'A guest cart with one in-stock jacket for home delivery, a valid US home address as shipping and billing address';

/** A fault on placeOrder: the backend answers `errorId` to the next place (ids no seeded world reaches reliably). */
const placeFault = (
  errorId: 'InvalidShippingAddress' | 'ITEM_NO_LONGER_AVAILABLE' | 'PAY400' | 'PYT400',
) => ({
  ...ready,
  faults: [{ operation: 'placeOrder', errorId }],
});

export const orderStates = [
  defineProviderState({
    name: 'a guest cart ready to place',
    setsUp: `${READY}, paid in full by a card that authorises (BIN 411111, last four 1111).`,
    values,
    setup: ready,
    steps: readySteps(AUTHORISING_CARD),
  }),
  defineProviderState({
    name: 'the card needs a 3-D Secure challenge',
    setsUp: `${READY}, paid by a card whose bank asks for a 3-D Secure challenge (BIN 400000, last four 3220).`,
    values,
    setup: ready,
    steps: readySteps(CHALLENGE_CARD),
  }),
  defineProviderState({
    name: 'a 3-D Secure challenge is pending',
    setsUp:
      `${READY}, paid by the 3-D Secure card and placed: the order is PAYMENT_PENDING with a PaymentNotAuthorized ` +
      'flash naming the challenge session and the card instrument.',
    values: {
      accessToken,
      orderNumber: { means: 'the number of the pending order', simulator: saved('orderNumber') },
      st: { means: "the pending order's token (st) a guest proves it with", simulator: saved('st') },
      sessionID: { means: 'the 3-D Secure session of the challenge', simulator: saved('sessionID') },
      paymentInstrumentId: {
        means: 'the card instrument the order is paid with',
        simulator: saved('paymentInstrumentId'),
      },
    },
    setup: ready,
    steps: [
      ...readySteps(CHALLENGE_CARD),
      placeOrder({
        name: 'place: the bank asks for a challenge',
        expect: { flash: ['PaymentNotAuthorized'], fields: { status: 'PAYMENT_PENDING' } },
        save: CHALLENGE_SAVE,
      }),
    ],
  }),
  defineProviderState({
    name: 'the card is declined',
    setsUp: `${READY}, paid by a card its bank declines (BIN 400000, last four 0002): placing answers PAYMENT_ERROR.`,
    values,
    setup: ready,
    steps: readySteps(card('400000', '0002')),
  }),
  defineProviderState({
    name: 'the shipping address is no longer valid for the order',
    setsUp:
      `${READY}, paid by card; placing answers 409 InvalidShippingAddress (the site no longer ships there). ` +
      'The simulator injects it on placeOrder.',
    values,
    setup: placeFault('InvalidShippingAddress'),
    steps: readySteps(AUTHORISING_CARD),
  }),
  defineProviderState({
    name: 'an item is no longer available when placing',
    setsUp:
      `${READY}, paid by card; placing answers ITEM_NO_LONGER_AVAILABLE (stock gone since the cart was read). ` +
      'The simulator injects it on placeOrder.',
    values,
    setup: placeFault('ITEM_NO_LONGER_AVAILABLE'),
    steps: readySteps(AUTHORISING_CARD),
  }),
  defineProviderState({
    name: 'the alternative payment provider declines',
    setsUp:
      `${READY}, paid by card; placing answers PAY400, the alternative payment provider's authorization ` +
      'failure. The simulator injects it on placeOrder.',
    values,
    setup: placeFault('PAY400'),
    steps: readySteps(AUTHORISING_CARD),
  }),
  defineProviderState({
    name: 'the payment no longer covers the order',
    setsUp:
      `${READY}, paid by card; placing answers PYT400 (the payment does not cover the total, e.g. a price ` +
      'changed since payment). The simulator injects it on placeOrder.',
    values,
    setup: placeFault('PYT400'),
    steps: readySteps(AUTHORISING_CARD),
  }),
];
