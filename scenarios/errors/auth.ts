import { PKCE } from '../../simulator/testing/pkce-pair';
import { guestToken, SHOPPER_PASSWORD } from '../flows/common-steps';
import { createCart, str } from '../flows/flow-steps';
import { type Scenario, type Step, type StepExpectation, step } from '../scenario';
import { injectedError, realError, signedIn } from './helpers';

/** Auth group: sign-in, tokens, sign-up and passwords (docs/decisions.md, "Simulator: tokens, sign-in and consumers"). */
const G = 'auth';

function signInStep(email: string, password: string, expect: StepExpectation, name?: string): Step {
  return step('signIn', {
    name: name ?? `sign in ${email}`,
    body: {
      type: 'Registered',
      username: email,
      password,
      codeChallenge: PKCE.challenge,
      recaptcha_response: 'ok',
    },
    expect,
    save: { authorizationCode: 'authorizationCode' },
  });
}

const wrongPasswords = (n: number): Step[] =>
  Array.from({ length: n }, (_, i) =>
    signInStep('shopper01@example.com', 'Wrong2026!', { errorId: 'AUT401' }, `wrong password #${i + 1}`),
  );

function exchange(verifier: string, expect: StepExpectation, name = 'exchange the code'): Step {
  return step('getToken', {
    name,
    body: (v) => ({
      type: 'Registered' as const,
      authorizationCode: str(v, 'authorizationCode'),
      codeVerifier: verifier,
      guestObjects: {},
    }),
    expect,
  });
}

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Noa',
  lastName: 'Kim',
  email,
  password: 'Summit2026!',
  isTermsConfirmed: true,
  isTemporaryPassword: true,
  subscriptions: { newsletterConsent: true, loyaltyConsent: false, smsNotificationConsent: false },
  source: { acquisitionType: 'Registered' as const },
  recaptcha_response: 'bot-check-ok',
  ...extra,
});

const changePassword = (currentPassword: string, newPassword: string, expect: StepExpectation): Step =>
  step('changePassword', {
    name: `change password to ${newPassword}`,
    body: { currentPassword, newPassword, confirmNewPassword: newPassword },
    expect,
  });

export const authErrorScenarios: Scenario[] = [
  realError(G, 'AUT401', 'A known email with a wrong password answers AUT401.', [
    guestToken(),
    ...wrongPasswords(1),
  ]),
  realError(G, 'AUT418', 'An email with no account answers AUT418.', [
    guestToken(),
    signInStep('nobody.here@example.com', SHOPPER_PASSWORD, { errorId: 'AUT418' }),
  ]),
  realError(G, 'AUT426', 'The fourth wrong password in a row (the last attempt) answers AUT426.', [
    guestToken(),
    ...wrongPasswords(3),
    signInStep('shopper01@example.com', 'Wrong2026!', { errorId: 'AUT426' }, 'wrong password #4'),
  ]),
  realError(G, 'AUT441', 'The fifth wrong password in a row locks the account: AUT441.', [
    guestToken(),
    ...wrongPasswords(3),
    signInStep('shopper01@example.com', 'Wrong2026!', { errorId: 'AUT426' }, 'wrong password #4'),
    signInStep('shopper01@example.com', 'Wrong2026!', { errorId: 'AUT441' }, 'wrong password #5'),
  ]),
  realError(G, 'AUT423', 'The seeded locked account answers AUT423 even with the right password.', [
    guestToken(),
    signInStep('locked@example.com', SHOPPER_PASSWORD, { errorId: 'AUT423' }),
  ]),
  realError(G, 'AUT437', 'An associate login with a wrong password answers AUT437.', [
    guestToken(),
    step('agentLogin', {
      name: 'agent login, wrong password',
      body: { storeId: '0412', username: 'E10442', password: 'nope' },
      expect: { errorId: 'AUT437' },
    }),
  ]),
  realError(G, 'AUT438', 'A newsletter profile (no login) signing in answers AUT438.', [
    guestToken(),
    step('createConsumer', {
      name: 'newsletter profile without a login',
      body: { consumerProfile: { consumerDetails: { email: 'newsletter.only@example.com' } } },
      expect: { status: 201 },
    }),
    signInStep('newsletter.only@example.com', SHOPPER_PASSWORD, { errorId: 'AUT438' }),
  ]),
  realError(G, 'AUT439', 'Signing up with an email that has a login answers AUT439.', [
    guestToken(),
    step('signUp', {
      name: 'sign up as registered@example.com',
      body: signUpBody('registered@example.com'),
      expect: { errorId: 'AUT439' },
    }),
  ]),
  realError(G, 'PRO400', 'Signing up with an email that only has a profile (no login) answers PRO400.', [
    guestToken(),
    step('createConsumer', {
      name: 'newsletter profile without a login',
      body: { consumerProfile: { consumerDetails: { email: 'profile.only@example.com' } } },
      expect: { status: 201 },
    }),
    step('signUp', {
      name: 'sign up with the profile email',
      body: signUpBody('profile.only@example.com'),
      expect: { errorId: 'PRO400' },
    }),
  ]),
  realError(G, 'AUT442', "Signing up with another account's phone answers AUT442.", [
    guestToken(),
    step('signUp', {
      name: "sign up with registered@example.com's phone",
      body: signUpBody('phone.taken@example.com', { phone: '2065550101', phoneCode: '1-US' }),
      expect: { errorId: 'AUT442' },
    }),
  ]),
  realError(
    G,
    'AUT444',
    "A profile update with another account's phone answers AUT444.",
    signedIn('shopper02@example.com', [
      step('updateConsumer', {
        name: "take registered@example.com's phone",
        body: { consumerProfile: { consumerDetails: { phone: '2065550101' } } },
        expect: { errorId: 'AUT444' },
      }),
    ]),
  ),
  realError(G, 'AUT402', 'Confirming a password reset with an unknown code answers AUT402.', [
    guestToken(),
    step('confirmForgotPassword', {
      name: 'confirm with a wrong code',
      body: {
        email: 'registered@example.com',
        confirmationCode: 'rc-999999',
        newPassword: 'Fresh2026!',
        confirmNewPassword: 'Fresh2026!',
      },
      expect: { errorId: 'AUT402' },
    }),
  ]),
  realError(G, 'AUT403', 'A sign-in whose bot check fails (bot-check-fail) answers AUT403.', [
    guestToken(),
    step('signIn', {
      name: 'sign in, bot check fails',
      body: {
        type: 'Registered',
        username: 'registered@example.com',
        password: SHOPPER_PASSWORD,
        codeChallenge: PKCE.challenge,
        recaptcha_response: 'bot-check-fail',
      },
      expect: { errorId: 'AUT403' },
    }),
  ]),
  realError(G, 'AUT409', 'The same authorization code exchanged twice at once answers 409 AUT409.', [
    guestToken(),
    signInStep('registered@example.com', SHOPPER_PASSWORD, {}),
    exchange(PKCE.verifier, {}),
    exchange(PKCE.verifier, { errorId: 'AUT409' }, 'exchange the same code again'),
  ]),
  realError(G, 'AUT404', 'Exchanging an authorization code that was never issued answers AUT404.', [
    guestToken(),
    step('getToken', {
      name: 'exchange an unknown code',
      body: {
        type: 'Registered',
        authorizationCode: 'ac-unknown',
        codeVerifier: PKCE.verifier,
        guestObjects: {},
      },
      expect: { errorId: 'AUT404' },
    }),
  ]),
  realError(G, 'AUT432', "A code verifier that does not match the sign-in's challenge answers AUT432.", [
    guestToken(),
    signInStep('registered@example.com', SHOPPER_PASSWORD, {}),
    exchange('wrong-verifier-wrong-verifier-wrong-verifier-00', { errorId: 'AUT432' }),
  ]),
  realError(
    G,
    'AUT450',
    'Changing the password with a wrong current password answers AUT450.',
    signedIn('shopper03@example.com', [changePassword('Nope2026!', 'Fresh2026!', { errorId: 'AUT450' })]),
  ),
  realError(
    G,
    'AUT451',
    'A new password equal to the current one answers AUT451.',
    signedIn('shopper04@example.com', [
      changePassword(SHOPPER_PASSWORD, SHOPPER_PASSWORD, { errorId: 'AUT451' }),
    ]),
  ),
  realError(
    G,
    'AUT452',
    'Changing back to a password among the last five answers AUT452.',
    signedIn('shopper05@example.com', [
      changePassword(SHOPPER_PASSWORD, 'Fresh2026!', { status: 204 }),
      changePassword('Fresh2026!', SHOPPER_PASSWORD, { errorId: 'AUT452' }),
    ]),
  ),
  realError(G, 'AUT453', 'Signing in with a malformed email answers AUT453.', [
    guestToken(),
    signInStep('noa@kim', SHOPPER_PASSWORD, { errorId: 'AUT453' }),
  ]),
  realError(G, 'AUT498', "Reading a cart with another shopper's token answers AUT498.", [
    guestToken(),
    createCart(),
    guestToken(),
    step('getCart', {
      name: "a second guest reads the first guest's cart",
      params: (v) => ({ basketId: str(v, 'cartId') }),
      expect: { errorId: 'AUT498' },
    }),
  ]),
  injectedError(G, 'AUT500', 'getToken', 'The token service failing (fault injection) answers AUT500.', [
    step('getToken', { name: 'guest token', body: { type: 'Guest' }, expect: { errorId: 'AUT500' } }),
  ]),
  realError(G, 'AUT440', 'Signing in with a brand that has no customer list (x-brand acme) answers AUT440.', [
    guestToken(),
    {
      ...signInStep('registered@example.com', SHOPPER_PASSWORD, { errorId: 'AUT440' }),
      headers: { 'x-brand': 'acme' },
    },
  ]),
];
