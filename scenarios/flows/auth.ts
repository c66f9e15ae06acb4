import { defineScenario, type Scenario, type Step, type StepExpectation, step } from '../scenario';
import { PKCE, signIn } from './common-steps';
import { str } from './flow-steps';

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
    'double submit does, answers 409 AUT409; the storefront keeps the token of the first exchange, which ' +
    'loads the profile; 3 seconds later (a clock step) the code is simply used up: AUT404.',
  tags: ['flow', 'auth', 'time'],
  produces: ['AUT409'],
  steps: [
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
      name: 'the same code after the 2 s window',
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
    'employee@example.com signs in: the token says EMPLOYEE with the discount terms not accepted; the ' +
    'storefront shows the terms, PUTs the profile accepting them, and the next sign-in says accepted.',
  tags: ['flow', 'auth', 'consumer', 'employee'],
  steps: [
    ...signInExpecting('employee@example.com', {
      fields: { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false },
    }),
    step('updateConsumer', {
      name: 'accept the employee discount terms',
      body: { consumerProfile: { consumerDetails: {}, isEmployeeDiscountTCAccepted: true } },
      expect: { fields: { isEmployeeDiscountTCAccepted: true } },
    }),
    step('getConsumer', {
      name: 'the profile keeps the acceptance',
      expect: { fields: { isEmployeeDiscountTCAccepted: true } },
    }),
    ...signInExpecting('employee@example.com', {
      fields: { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true },
    }),
  ],
});

export const authScenarios: Scenario[] = [tokenExchange409, employeeDiscountTerms];
