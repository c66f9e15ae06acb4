import { expect } from 'vitest';
import type { SignUpFormData } from '../../../storefront/src/commerce/account/sign-up-body';
import { signUpBody } from '../../../storefront/src/commerce/account/sign-up-body';
import { signUpErrorRoute } from '../../../storefront/src/features/account/sign-up/sign-up-error-route';
import { bodyOf, errorOf, interaction } from '../pact-interaction';
import { PACT_SITE, pactSiteOn } from '../pact-site';

const FORM: SignUpFormData = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.new@example.com',
  password: 'Summit2026',
  birthDate: '1990-04-12',
  postalCode: '98101',
  newsletter: true,
  policy: true,
};

/** The sign-up request as the form sends it (commerce/account/sign-up-body.ts). */
const body = (form: Partial<SignUpFormData> = {}) =>
  signUpBody({ ...FORM, ...form }, { botCheck: 'bot-check-ok', campaignName: 'spring' });

const fieldOf = (outcome: Parameters<typeof errorOf>[0]) => signUpErrorRoute(errorOf(outcome), 'fallback');

/** The sign-up area's calls (storefront/src/commerce/account/sign-up.ts), as it makes them. */
export const signUpInteractions = [
  interaction('signUp', {
    description: 'a standard sign-up with a birth date, a postal code and the newsletter',
    states: ['a guest shopper'],
    input: () => ({ body: body(), headers: { source: 'instagram-spring' } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ email: 'ada.new@example.com' }),
  }),
  interaction('signUp', {
    description: 'a loyalty sign-up with a phone and SMS consent, the loyalty terms without the policy',
    states: ['a guest shopper'],
    input: () => ({
      body: body({
        email: 'ada.loyal@example.com',
        policy: undefined,
        loyaltyTerms: true,
        phone: '+12065550177',
        phoneCode: '1-US',
        optInAccepted: true,
      }),
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ email: 'ada.loyal@example.com' }),
  }),
  interaction('signUp', {
    description: 'a sign-up with the email of an existing account',
    states: ['a guest shopper'],
    input: () => ({ body: body({ email: 'registered@example.com' }) }),
    error: { errorId: 'AUT439', route: 'field-error' },
    check: (outcome) => expect(fieldOf(outcome)).toMatchObject({ kind: 'field', field: 'email' }),
  }),
  interaction('signUp', {
    description: 'a sign-up with the email of a newsletter profile without a login',
    states: ['a guest shopper'],
    input: () => ({ body: body({ email: 'newsletter@example.com' }) }),
    error: { errorId: 'PRO400', route: 'field-error' },
    check: (outcome) => expect(fieldOf(outcome)).toMatchObject({ kind: 'field', field: 'email' }),
  }),
  interaction('signUp', {
    description: 'a sign-up with the phone number of another account',
    states: ['a guest shopper'],
    input: () => ({
      body: body({ email: 'ada.phone@example.com', phone: '+12065550101', phoneCode: '1-US' }),
    }),
    error: { errorId: 'AUT442', route: 'field-error' },
    check: (outcome) => expect(fieldOf(outcome)).toMatchObject({ kind: 'field', field: 'phone' }),
  }),
  interaction('signUp', {
    description: 'a sign-up with the phone number of another account, refused as linked to it',
    states: ['sign-up refuses a phone linked to another account'],
    input: () => ({
      body: body({ email: 'ada.linked@example.com', phone: '+12065550101', phoneCode: '1-US' }),
    }),
    error: { errorId: 'AUT444', route: 'field-error' },
    check: (outcome) => expect(fieldOf(outcome)).toMatchObject({ kind: 'field', field: 'phone' }),
  }),
  interaction('signUp', {
    description: 'a sign-up without a birth date on a site whose country requires one',
    states: ['a guest shopper'],
    site: pactSiteOn('en-gb'),
    input: () => ({
      body: body({ email: 'ada.gb@example.com', birthDate: '', postalCode: 'SW1A 1AA' }),
    }),
    error: { errorId: 'PRO411', route: 'revalidate-field' },
    check: (outcome) => expect(fieldOf(outcome)).toEqual({ kind: 'revalidate', field: 'birthDate' }),
  }),
  interaction('signUp', {
    description: 'a sign-up with a malformed email (shown on the email field)',
    states: ['a guest shopper'],
    input: () => ({ body: body({ email: 'ada@localhost' }) }),
    error: { errorId: 'AUT453', route: 'field-error' },
    check: (outcome) => expect(fieldOf(outcome)).toMatchObject({ kind: 'field', field: 'email' }),
  }),
  interaction('signUp', {
    description: 'a sign-up with a birth date under the minimal age (shown in the error notice)',
    states: ['a guest shopper'],
    input: () => ({ body: body({ email: 'ada.young@example.com', birthDate: '2025-01-01' }) }),
    error: { errorId: 'PRO410' },
    check: (outcome) => expect(fieldOf(outcome)).toMatchObject({ kind: 'notice' }),
  }),
  interaction('retrieveUserData', {
    description: 'a request for the known details of a consumer, to prefill the sign-up form',
    states: ['a guest shopper'],
    input: () => ({ body: { consumerId: 'C000100001', email: 'registered@example.com' } }),
    check: (outcome) =>
      expect(bodyOf(outcome)).toMatchObject({ consumerDetails: { email: 'registered@example.com' } }),
  }),
  interaction('retrieveUserData', {
    description:
      'a request for the known details of a consumer id with another email (the form starts empty)',
    states: ['a guest shopper'],
    input: () => ({ body: { consumerId: 'C000100001', email: 'someone.else@example.com' } }),
    error: { errorId: 'CCN404' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('CCN404'),
  }),
  interaction('getLoyaltyToken', {
    description: 'a request for the loyalty token of a new member, crediting a referral code',
    states: ['a loyalty member with a cart ready for payment'],
    input: () => ({ body: { usid: PACT_SITE.userSessionId, referralCode: 'FRIEND-7Q2K' } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ referralApplied: true }),
  }),
];
