import { PKCE } from '../../simulator/testing/pkce-pair';
import { defineScenario, type Scenario, type Step, step } from '../scenario';
import { guestToken, SHOPPER_PASSWORD } from './common-steps';

/**
 * Bot defence (spec 000 sections 5 and 8): a bot check QA made fail answers AUT403 with the bot-defence
 * appId, which is the storefront's cue to present the provider's challenge; the challenge is solved through
 * the simulator's stand-in, and the call made once more with its pass token goes through.
 */

const EMAIL = 'registered@example.com';

/** The sign-in of the storefront's form, with the bot-check response `token` (a literal or a saved value). */
const signIn = (name: string, token: (vars: Record<string, unknown>) => string, expect: Step['expect']) =>
  step('signIn', {
    name,
    body: (v) => ({
      type: 'Registered' as const,
      username: EMAIL,
      password: SHOPPER_PASSWORD,
      codeChallenge: PKCE.challenge,
      recaptcha_response: token(v),
    }),
    expect,
    ...(expect.errorId ? {} : { save: { authorizationCode: 'authorizationCode' } }),
  });

const OFFLINE_TOKEN = () => 'storefront-offline-bot-check';
const PASS_TOKEN = (v: Record<string, unknown>) => String(v.passToken);
const REFUSED = { errorId: 'AUT403' as const, fields: { appId: 'bot-defence' } };

const challengeSolved = defineScenario({
  name: 'bot-defence-challenge-solved',
  description:
    'The next bot check fails (setup botCheck.failNext 1): sign-in answers AUT403 with the bot-defence appId, ' +
    'and the session is challenged, so a fresh token is refused too; the challenge is solved through the ' +
    'stand-in (/bot-defence), and the sign-in made once more with its pass token answers a code.',
  tags: ['flow', 'auth', 'bot-defence'],
  produces: ['AUT403'],
  setup: { botCheck: { failNext: 1 } },
  steps: [
    guestToken(),
    signIn('sign in: the bot check fails', OFFLINE_TOKEN, REFUSED),
    signIn('sign in again without solving: still challenged', OFFLINE_TOKEN, REFUSED),
    { name: 'solve the challenge', botChallenge: { save: 'passToken' } },
    signIn('sign in once more with the pass token', PASS_TOKEN, {}),
    step('getToken', {
      name: 'exchange the code',
      body: (v) => ({
        type: 'Registered' as const,
        authorizationCode: String(v.authorizationCode),
        codeVerifier: PKCE.verifier,
        guestObjects: {},
      }),
      expect: { fields: { consumerType: 'REGISTERED' } },
    }),
  ],
});

const challengeFailsTwice = defineScenario({
  name: 'bot-defence-challenge-refused-again',
  description:
    'The next two bot checks fail (setup botCheck.failNext 2): sign-in answers AUT403, the challenge is ' +
    'solved, and the call made once more with its pass token answers AUT403 again (the storefront then shows ' +
    "AUT403's message and does not challenge a second time); a later challenge lets the sign-in through.",
  tags: ['flow', 'auth', 'bot-defence'],
  produces: ['AUT403'],
  setup: { botCheck: { failNext: 2 } },
  steps: [
    guestToken(),
    signIn('sign in: the bot check fails', OFFLINE_TOKEN, REFUSED),
    { name: 'solve the challenge', botChallenge: { save: 'passToken' } },
    signIn('sign in once more with the pass token: refused again', PASS_TOKEN, REFUSED),
    { name: 'solve a new challenge', botChallenge: { save: 'passToken' } },
    signIn('sign in with the new pass token', PASS_TOKEN, {}),
  ],
});

export const botDefenceScenarios: Scenario[] = [challengeSolved, challengeFailsTwice];
