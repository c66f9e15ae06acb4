import { expect } from 'vitest';
import { PKCE } from '../../../simulator/testing/pkce-pair';
import { bodyOf, errorOf, interaction } from '../pact-interaction';

/** Sign-in and the shopper's profile (storefront/src/commerce/session*.ts, sign-in.ts). */
export const sessionInteractions = [
  interaction('getToken', {
    description: 'a request for a guest token',
    states: [],
    input: () => ({ body: { type: 'Guest' } }),
    check: (outcome) =>
      expect(bodyOf(outcome)).toMatchObject({ consumerType: 'GUEST', token_type: 'Bearer' }),
  }),
  interaction('signIn', {
    description: 'a sign-in with email, password and a code challenge',
    states: ['a registered shopper with a password'],
    input: (v) => ({
      body: {
        type: 'Registered',
        username: v.username,
        password: v.password,
        codeChallenge: PKCE.challenge,
        recaptcha_response: 'bot-check-ok',
      },
    }),
  }),
  interaction('signIn', {
    description: 'a sign-in the bot check refuses, which answers the bot-defence appId',
    states: ['a registered shopper with a password'],
    input: (v) => ({
      body: {
        type: 'Registered',
        username: v.username,
        password: v.password,
        codeChallenge: PKCE.challenge,
        recaptcha_response: 'bot-check-fail',
      },
    }),
    error: { errorId: 'AUT403', route: 'bot-defence-challenge' },
    // The appId is what makes the storefront present the challenge and then sign in once more.
    check: (outcome) => expect(errorOf(outcome).appId).toEqual(expect.any(String)),
  }),
  interaction('getToken', {
    description: 'a request exchanging the authorization code and its verifier for tokens',
    states: ['a shopper signed in with a code challenge'],
    input: (v) => ({
      body: {
        type: 'Registered',
        authorizationCode: v.authorizationCode,
        codeVerifier: PKCE.verifier,
        guestObjects: {},
      },
    }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ consumerType: 'REGISTERED' }),
  }),
  interaction('signOut', {
    description: 'a sign-out with the refresh token',
    states: ['a signed-in registered shopper'],
    input: (v) => ({ body: { refreshToken: v.refreshToken } }),
  }),
  interaction('getConsumer', {
    description: "a request for the shopper's profile with the loyalty summary",
    states: ['a signed-in registered shopper'],
    input: () => ({ query: { includeLoyaltySummary: true } }),
  }),
  interaction('updateConsumer', {
    description: 'a profile change accepting the employee discount terms',
    states: ['a signed-in employee who has not accepted the discount terms'],
    input: () => ({ body: { consumerProfile: { consumerDetails: {}, isEmployeeDiscountTCAccepted: true } } }),
  }),
];
