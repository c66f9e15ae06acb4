// The account chunk's routes (the storefront registers them when the enrolment area loads).
import '../../../storefront/src/api/account-operations';
import { expect } from 'vitest';
import { FIELD_ERROR_IDS } from '../../../storefront/src/features/account/enrolment/enrolment-facts';
import { isFieldError } from '../../../storefront/src/features/account/enrolment/step-error';
import { bodyOf, errorOf, interaction } from '../pact-interaction';

/** The enrolment steps: the lookup and the complete-profile writes (storefront/src/commerce/account/enrolment.ts). */
export const enrolmentInteractions = [
  interaction('lookupConsumer', {
    description: 'a lookup of the email of an existing account (enrolment continues at sign-in)',
    states: ['a registered shopper with a password'],
    input: (v) => ({ query: { email: v.username } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ consumerExists: true }),
  }),
  interaction('lookupConsumer', {
    description: 'a lookup of an email without an account (enrolment continues at sign-up)',
    states: ['a guest shopper'],
    input: () => ({ query: { email: 'new.shopper@example.com' } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ consumerExists: false }),
  }),
  interaction('lookupConsumer', {
    description: 'a lookup of a malformed email (shown on the email field)',
    states: ['a guest shopper'],
    input: () => ({ query: { email: 'ana@localhost' } }),
    error: { errorId: 'AUT453' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('AUT453'),
  }),
  interaction('updateConsumer', {
    description:
      'joining the loyalty programme (the welcome step, the loyalty sign-up): a Loyalty enrollment',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        consumerProfile: {
          consumerDetails: { firstName: 'Ana', lastName: 'Lima' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ isLoyaltyMember: true }),
  }),
  interaction('updateConsumer', {
    description: 'the mobile step of loyalty enrolment: the phone with a Loyalty enrollment',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        consumerProfile: {
          consumerDetails: { phone: '+12065550177' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ isLoyaltyMember: true }),
  }),
  interaction('updateConsumer', {
    description: "the mobile step with another consumer's phone (shown on the phone field)",
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        consumerProfile: {
          consumerDetails: { phone: '+14155550102' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    }),
    error: { errorId: 'AUT444' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('AUT444'),
  }),
  interaction('updateConsumer', {
    description: 'the mobile step with a phone another account uses (shown on the phone field)',
    states: ['profile updates refuse a phone already in use'],
    input: () => ({
      body: {
        consumerProfile: {
          consumerDetails: { phone: '+14155550102' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    }),
    error: { errorId: 'AUT442', route: 'field-error' },
    check: (outcome) => expect(isFieldError(errorOf(outcome), FIELD_ERROR_IDS.phone)).toBe(true),
  }),
  interaction('updateConsumer', {
    description:
      'the profile step without the birth date the country requires (shown on the birth date field)',
    states: ['profile updates require a birth date'],
    input: () => ({
      body: {
        consumerProfile: {
          consumerDetails: { firstName: 'Ana', lastName: 'Lima', postalCode: '98101' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    }),
    error: { errorId: 'PRO411', route: 'revalidate-field' },
    check: (outcome) => expect(isFieldError(errorOf(outcome), FIELD_ERROR_IDS.birthDate)).toBe(true),
  }),
  interaction('updateConsumer', {
    description: 'the profile step with a birth date under the minimal age (shown on the birth date field)',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        consumerProfile: {
          consumerDetails: {
            firstName: 'Ana',
            lastName: 'Lima',
            postalCode: '98101',
            birthDate: '2025-01-01',
          },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    }),
    error: { errorId: 'PRO410' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('PRO410'),
  }),
  interaction('updateConsumer', {
    description: 'the interests step: the chosen interests joined by a pipe',
    states: ['a signed-in registered shopper'],
    input: () => ({
      body: {
        consumerProfile: {
          consumerDetails: {},
          preferences: { interests: 'hiking|camping' },
          enrollments: [{ type: 'Loyalty', optin: true, country: 'US' }],
        },
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ isLoyaltyMember: true }),
  }),
];
