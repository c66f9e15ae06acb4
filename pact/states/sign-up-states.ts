import { defineProviderState, saved } from './provider-state';

/** The states of the sign-up call beyond a plain guest session. */
export const signUpStates = [
  defineProviderState({
    name: 'sign-up refuses a phone linked to another account',
    setsUp:
      'A guest session, and a backend that refuses the sign-up because its phone number is linked to another ' +
      'account with AUT444 (the second phone-in-use id of spec 000 section 8; AUT442 is the first). The ' +
      'simulator answers AUT442 for a phone in use, so it injects AUT444 on signUp.',
    values: { accessToken: { means: 'a guest bearer token', simulator: saved('token') } },
    setup: { shopper: 'guest', faults: [{ operation: 'signUp', errorId: 'AUT444' }] },
  }),
];
