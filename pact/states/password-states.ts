import { SHOPPER_PASSWORD, signIn } from '../../scenarios/flows/common-steps';
import { step } from '../../scenarios/scenario';
import { defineProviderState, fixed, saved } from './provider-state';

const REGISTERED = 'registered@example.com';
/** The password the shopper of "...who has changed their password" holds after the change. */
const CHANGED_PASSWORD = 'Ridge2026!';

/** The states of the password calls: a reset code the shopper was mailed, and a password history. */
export const passwordStates = [
  defineProviderState({
    name: 'a registered shopper who was mailed a password reset code',
    setsUp:
      `A registered account (${REGISTERED}) that asked for a password reset: the valid, unused code ` +
      'its reset email carries.',
    values: {
      accessToken: { means: 'a guest bearer token', simulator: saved('token') },
      username: { means: "the account's email", simulator: fixed(REGISTERED) },
      password: { means: "the account's password", simulator: fixed(SHOPPER_PASSWORD) },
      resetCode: { means: 'the reset code the email carries', simulator: saved('resetCode') },
    },
    steps: [
      step('getToken', {
        name: 'guest token',
        body: { type: 'Guest' },
        expect: {},
        save: { token: 'access_token' },
      }),
      step('resetPassword', {
        name: `ask a reset for ${REGISTERED}`,
        body: { email: REGISTERED },
        expect: {},
      }),
      // The simulator's codes are unguessable: read the one it mailed from the session's outbox.
      { name: 'read the mailed reset code', outbox: { save: { resetCode: 'resetCodes.0.code' } } },
    ],
  }),
  defineProviderState({
    name: 'a signed-in registered shopper who has changed their password',
    setsUp:
      `${REGISTERED} (or any registered account) signed in after one password change: its current ` +
      'password, and the earlier one, now in its password history.',
    values: {
      accessToken: { means: 'a bearer token for that shopper', simulator: saved('token') },
      password: { means: "the account's current password", simulator: fixed(CHANGED_PASSWORD) },
      previousPassword: { means: 'the password it had before', simulator: fixed(SHOPPER_PASSWORD) },
    },
    steps: [
      ...signIn(REGISTERED),
      step('changePassword', {
        name: 'change the password once',
        body: {
          currentPassword: SHOPPER_PASSWORD,
          newPassword: CHANGED_PASSWORD,
          confirmNewPassword: CHANGED_PASSWORD,
        },
        expect: {},
      }),
    ],
  }),
];
