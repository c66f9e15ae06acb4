import { defineProviderState, saved } from './provider-state';

const REGISTERED = 'registered@example.com';
const NO_PROFILE = 'noprofile@example.com';
const token = { means: 'a bearer token for that shopper', simulator: saved('token') } as const;

/**
 * The account profile page's states: updates the backend refuses with the ids whose handling is a sticky
 * error toast (the simulator has no rule that reaches them, so it injects them), and a shopper without a
 * profile, whose profile calls answer PRO404 'Profile not loaded'.
 */
export const profileStates = [
  defineProviderState({
    name: 'profile updates fail',
    setsUp:
      `${REGISTERED} signed in, on a backend whose profile update fails (PRO412, could not update). The ` +
      'simulator injects PRO412 on updateConsumer.',
    values: { accessToken: token },
    setup: { shopper: { signIn: REGISTERED }, faults: [{ operation: 'updateConsumer', errorId: 'PRO412' }] },
  }),
  defineProviderState({
    name: 'profile updates fail downstream',
    setsUp:
      `${REGISTERED} signed in, on a backend whose profile update fails further down (PRO418). The ` +
      'simulator injects PRO418 on updateConsumer.',
    values: { accessToken: token },
    setup: { shopper: { signIn: REGISTERED }, faults: [{ operation: 'updateConsumer', errorId: 'PRO418' }] },
  }),
  defineProviderState({
    name: 'subscription changes fail',
    setsUp:
      `${REGISTERED} signed in, on a backend whose subscription change fails (PRO412). The simulator injects ` +
      'PRO412 on updateSubscription.',
    values: { accessToken: token },
    setup: {
      shopper: { signIn: REGISTERED },
      faults: [{ operation: 'updateSubscription', errorId: 'PRO412' }],
    },
  }),
  defineProviderState({
    name: 'subscription changes fail downstream',
    setsUp:
      `${REGISTERED} signed in, on a backend whose subscription change fails further down (PRO418). The ` +
      'simulator injects PRO418 on updateSubscription.',
    values: { accessToken: token },
    setup: {
      shopper: { signIn: REGISTERED },
      faults: [{ operation: 'updateSubscription', errorId: 'PRO418' }],
    },
  }),
  defineProviderState({
    name: 'notification changes fail',
    setsUp:
      `${REGISTERED} signed in, on a backend whose notification change fails (PRO412). The simulator injects ` +
      'PRO412 on updateNotifications.',
    values: { accessToken: token },
    setup: {
      shopper: { signIn: REGISTERED },
      faults: [{ operation: 'updateNotifications', errorId: 'PRO412' }],
    },
  }),
  defineProviderState({
    name: 'a signed-in shopper without a profile',
    setsUp: `${NO_PROFILE} signed in: an account without a profile, whose profile calls answer PRO404.`,
    values: { accessToken: token },
    setup: { shopper: { signIn: NO_PROFILE } },
  }),
];
