import { PKCE } from '../../simulator/testing/pkce-pair';
import { defineScenario, type Scenario, type Step, type StepExpectation, step } from '../scenario';
import { signIn } from './common-steps';
import {
  AUTHORISING_CARD,
  addItem,
  addPayment,
  coupon,
  createCart,
  placeOrder,
  readyCart,
  SKU,
  str,
} from './flow-steps';

/** Sign-in flows: the PKCE exchange answering 409 to a repeated code, employees accepting the terms. */

/** The sign-in steps with an expectation on the code exchange (the last step). */
function signInExpecting(email: string, expect: StepExpectation): Step[] {
  const steps = signIn(email);
  const exchange = steps.at(-1) as Step;
  return [...steps.slice(0, -1), { ...exchange, expect }];
}

const tokenExchange409 = defineScenario({
  name: 'token-exchange-409-then-retry',
  description:
    'The code is exchanged once (200), and the same code sent again at once, as a second tab or a ' +
    'double submit does, answers 409 AUT409 while the exchange is processing (1.5 s); the first token ' +
    'loads the profile; the retry 3 seconds later (a clock step) receives the token pair it was owed, and ' +
    'any later use of the code answers AUT404.',
  tags: ['flow', 'auth', 'time'],
  produces: ['AUT409'],
  steps: [
    // The 1.5 s window is on the session's clock: stopped, a loaded machine's slow calls cannot close it.
    { name: 'the clock stands still', clock: { advanceSeconds: 0, freeze: true } },
    ...signInExpecting('registered@example.com', {
      fields: { consumerType: 'REGISTERED', consumerNo: 'CN00100001' },
    }),
    step('getToken', {
      name: 'exchange the same code again at once',
      body: (v) => ({
        type: 'Registered' as const,
        authorizationCode: str(v, 'authorizationCode'),
        codeVerifier: PKCE.verifier,
        guestObjects: {},
      }),
      expect: { errorId: 'AUT409' },
    }),
    step('getConsumer', {
      name: 'the first token still works',
      expect: { fields: { 'consumerDetails.email': 'registered@example.com' } },
    }),
    { name: 'wait 3 seconds', clock: { advance: 'PT3S' } },
    step('getToken', {
      name: 'the retry after 2 s receives the token pair',
      authorised: false,
      body: (v) => ({
        type: 'Registered' as const,
        authorizationCode: str(v, 'authorizationCode'),
        codeVerifier: PKCE.verifier,
        guestObjects: {},
      }),
      expect: { fields: { consumerType: 'REGISTERED', consumerNo: 'CN00100001' } },
    }),
    step('getToken', {
      name: 'the code once more: used up',
      authorised: false,
      body: (v) => ({
        type: 'Registered' as const,
        authorizationCode: str(v, 'authorizationCode'),
        codeVerifier: PKCE.verifier,
        guestObjects: {},
      }),
      expect: { errorId: 'AUT404' },
    }),
  ],
});

const employeeDiscountTerms = defineScenario({
  name: 'employee-discount-terms',
  description:
    'employee@example.com signs in: the token says EMPLOYEE with the discount terms not accepted, and the ' +
    'employee discount STAFF30 answers PRM130; the storefront shows the terms, PUTs the profile accepting ' +
    'them, STAFF30 then applies, and the next sign-in says accepted.',
  tags: ['flow', 'auth', 'consumer', 'employee'],
  steps: [
    ...signInExpecting('employee@example.com', {
      fields: { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false },
    }),
    createCart(),
    addItem({ productId: SKU.jacket }),
    coupon('applyCoupon', 'STAFF30', 'the employee discount before the terms', { errorId: 'PRM130' }),
    step('updateConsumer', {
      name: 'accept the employee discount terms',
      body: { consumerProfile: { consumerDetails: {}, isEmployeeDiscountTCAccepted: true } },
      expect: { fields: { isEmployeeDiscountTCAccepted: true } },
    }),
    step('getConsumer', {
      name: 'the profile keeps the acceptance',
      expect: { fields: { isEmployeeDiscountTCAccepted: true } },
    }),
    coupon('applyCoupon', 'STAFF30', 'the employee discount after the terms', {
      fields: { 'couponItems.0.code': 'STAFF30', 'couponItems.0.applied': true },
    }),
    ...signInExpecting('employee@example.com', {
      fields: { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true },
    }),
  ],
});

const employeeSpendCap = defineScenario({
  name: 'employee-spend-cap',
  description:
    'employee@example.com has spent 250 of an annual cap of 1000: a one-jacket order is placed and adds to ' +
    'the spend; a second order of three jackets would pass the cap and answers PYT400.',
  tags: ['flow', 'checkout', 'employee'],
  produces: ['PYT400'],
  setup: { shopper: { signIn: 'employee@example.com' } },
  steps: [
    ...readyCart(SKU.jacket, 1),
    addPayment(AUTHORISING_CARD),
    placeOrder(),
    ...readyCart(SKU.jacket, 3),
    addPayment(AUTHORISING_CARD),
    placeOrder({ name: 'an order past the annual cap', expect: { errorId: 'PYT400' } }),
  ],
});

export const authScenarios: Scenario[] = [tokenExchange409, employeeDiscountTerms, employeeSpendCap];
