// The account chunk's routes (the storefront registers them when an account area loads).
import '../../../storefront/src/api/account-operations';
import { expect } from 'vitest';
import { profileErrorRoute } from '../../../storefront/src/features/account/profile/profile-error-route';
import { bodyOf, errorOf, interaction } from '../pact-interaction';

const PROFILE_EDIT = {
  consumerProfile: {
    consumerDetails: {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'registered@example.com',
      phone: '+16045550199',
    },
    preferences: { interests: 'hiking|camping', preferredShoeSize: '9.5' },
  },
};

/**
 * The account's overview and profile pages: the last order (storefront/src/commerce/account/profile.ts), the
 * profile edit and the failures it routes by their catalogue handling (profile-error-route.ts).
 */
export const accountProfileInteractions = [
  interaction('getPurchaseHistory', {
    description: "the overview's last order: the first of the history, newest first",
    states: ['a signed-in registered shopper'],
    input: () => ({ body: { start: 0, count: 1 } }),
    check: (outcome) => {
      const page = bodyOf(outcome) as { orders: { orderNumber: string }[] };
      expect(page.orders).toHaveLength(1);
    },
  }),
  interaction('updateConsumer', {
    description: 'the profile page saves names, email, phone, interests and shoe size',
    states: ['a signed-in registered shopper'],
    input: () => ({ body: PROFILE_EDIT }),
    // The answer is the whole profile (the pact matches its shape; optional fields are not pinned).
    check: (outcome) =>
      expect(bodyOf(outcome)).toMatchObject({ consumerDetails: { email: 'registered@example.com' } }),
  }),
  interaction('updateConsumer', {
    description: 'the profile page save fails (a sticky error toast)',
    states: ['profile updates fail'],
    input: () => ({ body: PROFILE_EDIT }),
    error: { errorId: 'PRO412', route: 'sticky-error-toast' },
    check: (outcome) => expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('updateConsumer', {
    description: 'the profile page save fails downstream (a sticky error toast)',
    states: ['profile updates fail downstream'],
    input: () => ({ body: PROFILE_EDIT }),
    error: { errorId: 'PRO418', route: 'sticky-error-toast' },
    check: (outcome) => expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('updateConsumer', {
    description: 'the profile page saves for an account without a profile (Profile not loaded)',
    states: ['a signed-in shopper without a profile'],
    input: () => ({ body: PROFILE_EDIT }),
    error: { errorId: 'PRO404', route: 'sticky-error-toast' },
    check: (outcome) => expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'toast' }),
  }),
  interaction('getConsumer', {
    description: 'the profile page loads the profile of an account without one (Profile not loaded)',
    states: ['a signed-in shopper without a profile'],
    input: () => ({ query: { includeLoyaltySummary: true } }),
    error: { errorId: 'PRO404' },
    check: (outcome) => expect(errorOf(outcome).serverMessage).toBe('Profile not loaded'),
  }),
  interaction('updateConsumer', {
    description: 'the profile page saves a birth date under the minimal age (shown on the birth date field)',
    states: ['a signed-in registered shopper'],
    input: () => ({ body: { consumerProfile: { consumerDetails: { birthDate: '2025-01-01' } } } }),
    error: { errorId: 'PRO410', route: 'field-error' },
    check: (outcome) =>
      expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'field', field: 'birthDate' }),
  }),
  interaction('updateConsumer', {
    description: 'the profile page saves without the birth date the country requires (re-validated)',
    states: ['profile updates require a birth date'],
    input: () => ({ body: PROFILE_EDIT }),
    error: { errorId: 'PRO411', route: 'revalidate-field' },
    check: (outcome) =>
      expect(profileErrorRoute(errorOf(outcome))).toEqual({ kind: 'revalidate', field: 'birthDate' }),
  }),
];
