import { SHOPPER_PASSWORD, signIn } from '../../scenarios/flows/common-steps';
import { step } from '../../scenarios/scenario';
import { PKCE } from '../../simulator/testing/pkce-pair';
import { defineProviderState, fixed, saved } from './provider-state';

const guestToken = step('getToken', {
  name: 'guest token',
  body: { type: 'Guest' },
  expect: {},
  save: { token: 'access_token', refreshToken: 'refreshToken' },
});

/** Sign-in through PKCE (the scenarios' steps), also saving the refresh token of the exchange. */
const signInSteps = (email: string) =>
  signIn(email).map((s) =>
    s.name === 'exchange the code' ? { ...s, save: { ...s.save, refreshToken: 'refreshToken' } } : s,
  );

const accessToken = { means: 'a bearer token for that shopper', simulator: saved('token') };

export const sessionStates = [
  defineProviderState({
    name: 'a guest shopper',
    setsUp: 'A guest session: a guest access token, no cart.',
    values: { accessToken: { means: 'a guest bearer token', simulator: saved('token') } },
    steps: [guestToken],
  }),
  defineProviderState({
    name: 'a registered shopper with a password',
    setsUp:
      'A registered account whose credentials the pact sends to sign in, and a guest token to sign in with.',
    values: {
      accessToken: { means: 'a guest bearer token', simulator: saved('token') },
      username: { means: "the account's email", simulator: fixed('registered@example.com') },
      password: { means: "the account's password", simulator: fixed(SHOPPER_PASSWORD) },
    },
    steps: [guestToken],
  }),
  defineProviderState({
    name: 'a shopper signed in with a code challenge',
    setsUp:
      `A registered shopper who signed in with the PKCE challenge of the verifier "${PKCE.verifier}" ` +
      '(RFC 7636 appendix B) and holds an unused authorization code.',
    values: {
      accessToken: { means: 'the guest bearer token the sign-in used', simulator: saved('token') },
      authorizationCode: {
        means: 'the authorization code the sign-in answered',
        simulator: saved('authorizationCode'),
      },
    },
    steps: [
      guestToken,
      step('signIn', {
        name: 'sign in registered@example.com',
        body: {
          type: 'Registered',
          username: 'registered@example.com',
          password: SHOPPER_PASSWORD,
          codeChallenge: PKCE.challenge,
          recaptcha_response: 'ok',
        },
        expect: {},
        save: { authorizationCode: 'authorizationCode' },
      }),
    ],
  }),
  defineProviderState({
    name: 'a signed-in registered shopper',
    setsUp: 'registered@example.com (or any registered account) signed in: its access and refresh tokens.',
    values: {
      accessToken,
      refreshToken: { means: "that shopper's refresh token", simulator: saved('refreshToken') },
    },
    steps: signInSteps('registered@example.com'),
  }),
  defineProviderState({
    name: 'a signed-in employee who has not accepted the discount terms',
    setsUp: 'An employee account signed in whose profile has not accepted the employee discount terms yet.',
    values: { accessToken },
    steps: signInSteps('employee@example.com'),
  }),
];
