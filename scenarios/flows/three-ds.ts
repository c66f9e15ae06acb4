import { defineScenario, type Scenario, type Step } from '../scenario';
import { guestToken } from './common-steps';
import {
  addPayment,
  CHALLENGE_CARD,
  CHALLENGE_SAVE,
  getCart,
  patchOrder,
  placeOrder,
  readyCart,
  SKU,
} from './flow-steps';

/** 3-D Secure: card 400000/3220 answers place order with PaymentNotAuthorized, then the order patch. */

/** A guest's ready cart paid with the challenge card, placed: PAYMENT_PENDING with the challenge details. */
const challenged = (): Step[] => [
  guestToken(),
  ...readyCart(SKU.jacket, 1),
  addPayment(CHALLENGE_CARD, { name: 'pay with the 3-D Secure card (400000/3220)' }),
  placeOrder({
    name: 'place: the bank asks for a challenge',
    expect: {
      flash: ['PaymentNotAuthorized'],
      fields: { status: 'PAYMENT_PENDING', 'flash.0.details.action': 'THREE_DS_CHALLENGE' },
    },
    save: CHALLENGE_SAVE,
  }),
];

const challengeSuccess = defineScenario({
  name: 'three-ds-challenge-success',
  description:
    'Place order with the 3-D Secure card answers PAYMENT_PENDING and the PaymentNotAuthorized flash; ' +
    'the challenge passes (transStatus Y) and the patch confirms the order; the cart is closed.',
  tags: ['flow', 'checkout', 'three-ds', 'payment'],
  produces: ['PaymentNotAuthorized'],
  steps: [
    ...challenged(),
    patchOrder('Y', 'patch with transStatus Y', { fields: { status: 'CONFIRMED', flash: undefined } }),
    getCart({ name: 'the cart is gone after the order', expect: { errorId: 'BSK404' } }),
  ],
});

const challengeFailed = defineScenario({
  name: 'three-ds-challenge-failed-patch',
  description:
    'The challenge fails (transStatus N): the patch answers PAY400, the order is FAILED and the cart comes ' +
    'back so the shopper can step back to billing; patching the failed order again answers PAYMENT_ERROR.',
  tags: ['flow', 'checkout', 'three-ds', 'payment'],
  produces: ['PaymentNotAuthorized', 'PAY400', 'PAYMENT_ERROR'],
  steps: [
    ...challenged(),
    patchOrder('N', 'patch with transStatus N', { errorId: 'PAY400' }),
    getCart({ name: 'the cart is back', expect: { fields: { 'items.0.productId': SKU.jacket } } }),
    patchOrder('Y', 'the failed order cannot be patched again', { errorId: 'PAYMENT_ERROR' }),
  ],
});

export const threeDsScenarios: Scenario[] = [challengeSuccess, challengeFailed];
