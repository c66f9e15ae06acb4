import { PKCE } from '../../simulator/testing/pkce-pair';
import { type Step, step } from '../scenario';

export const SHOPPER_PASSWORD = 'Trail2026!';

export const guestToken = (): Step =>
  step('getToken', {
    name: 'guest token',
    body: { type: 'Guest' },
    expect: {},
    save: { token: 'access_token' },
  });

export const newCart = (): Step =>
  step('createCart', {
    name: 'create cart',
    body: {},
    expect: { fields: { totalItems: 0 } },
    save: { cartId: 'id' },
  });

/** Guest token, then sign-in with a code challenge, then the PKCE exchange (adopting any guest cart). */
export function signIn(email: string, password = SHOPPER_PASSWORD): Step[] {
  return [
    guestToken(),
    step('signIn', {
      name: `sign in ${email}`,
      body: {
        type: 'Registered',
        username: email,
        password,
        codeChallenge: PKCE.challenge,
        recaptcha_response: 'ok',
      },
      expect: {},
      save: { authorizationCode: 'authorizationCode' },
    }),
    step('getToken', {
      name: 'exchange the code',
      body: (v) => ({
        type: 'Registered' as const,
        authorizationCode: String(v.authorizationCode),
        codeVerifier: PKCE.verifier,
        guestObjects: v.cartId ? { basketId: String(v.cartId) } : {},
      }),
      expect: {},
      save: { token: 'access_token', basketId: 'basketId' },
    }),
  ];
}
