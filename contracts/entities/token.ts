import { basketId, favoriteId, orderNumber, saveForLaterId, storeId } from '../common/ids';
import { requiredWhen } from '../common/openapi-rules';
import { z } from '../zod';
import { emailField, passwordField, recaptchaResponse } from './credentials';
import { memberId } from './loyalty';
import { buyInStoreSession } from './store-associate';
import { favorites } from './wishlist';

/** Kind of consumer a session belongs to. EMPLOYEE is named by the spec; the other values are our design. */
export const consumerType = z
  .enum(['GUEST', 'REGISTERED', 'EMPLOYEE', 'ATHLETE', 'PROSUMER'])
  .openapi('ConsumerType', {
    description:
      'Not shown beyond EMPLOYEE: GUEST for anonymous tokens, REGISTERED, EMPLOYEE, ATHLETE, PROSUMER.',
  });

/**
 * PKCE code verifier. The spec's storefront generates 32 characters; RFC 7636 allows 43 to 128 characters
 * of the unreserved set. Both are accepted: 32 to 128 characters of [A-Za-z0-9-._~].
 */
export const codeVerifier = z
  .string()
  .regex(/^[A-Za-z0-9\-._~]{32,128}$/, 'Code verifier is 32 to 128 characters of A-Z a-z 0-9 - . _ ~')
  .openapi({
    description:
      'PKCE code verifier: 32 to 128 characters of [A-Za-z0-9-._~] (the storefront sends 32, RFC 7636 allows 43-128; both accepted).',
    example: 'x3Vb9QkLm2Np7Rt5Wz8Yc4Df6Gh1Jk0S',
  });

/** S256 code challenge: base64url (no padding) of the SHA-256 of the verifier, always 43 characters. */
export const codeChallenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Code challenge is the 43-character base64url SHA-256 of the verifier')
  .openapi({ description: 'S256 code challenge, base64url without padding (43 characters).' });

/** Opaque bearer secrets: the simulator's are a prefix and 256 bits of base64url, its own per harness session. */
export const authorizationCode = z
  .string()
  .min(8)
  .max(512)
  .openapi({ example: 'ac-NvlRzA8J6EN0JnsnheM63sNq_PXjgr1HppM3UKY0z50' });
export const refreshToken = z
  .string()
  .min(16)
  .max(2048)
  .openapi({
    description:
      'Opaque, single use: a refresh answers a new pair of the same family and uses this one up; presenting it ' +
      'again revokes the whole family (AUT404). The family expires 90 days after its first grant.',
    example: 'rtk-9-IKpNYfAycA3zYps50xirA4LpSE1L4hNsU--J3LCUA',
  });

const guestTokenRequest = z.object({ type: z.literal('Guest') });

const registeredTokenRequest = z
  .object({
    type: z.literal('Registered'),
    authorizationCode,
    codeVerifier,
    guestObjects: z
      .object({
        basketId: basketId.optional(),
        favoriteId: favoriteId.optional(),
        saveForLaterId: saveForLaterId.optional(),
      })
      .openapi({ description: 'The guest cart and lists to adopt; each id only when the guest has one.' }),
    orderNo: orderNumber
      .optional()
      .openapi({ description: 'Guest order to attach to the account (order confirmation).' }),
    st: z.string().min(1).max(256).optional().openapi({ description: 'Security token of that guest order.' }),
    action: z.literal('postLogin').optional().openapi({
      description: 'Sign-in with an order pending: attach orderNo to the account, then go to /account.',
    }),
  })
  .openapi(requiredWhen('action', ['postLogin'], ['orderNo']));

const refreshTokenRequest = z.object({ type: z.literal('Refresh'), refreshToken });

/**
 * POST /token/v2/auth/token. The grant field is not named by the spec: `type`, like the sign-in body.
 * The Refresh grant is not shown: it renews a session from its refresh token.
 */
export const tokenRequest = z
  .discriminatedUnion('type', [guestTokenRequest, registeredTokenRequest, refreshTokenRequest])
  .refine((req) => req.type !== 'Registered' || req.action === undefined || req.orderNo !== undefined, {
    message: 'action postLogin needs the orderNo it attaches',
    path: ['orderNo'],
  })
  .openapi('AuthTokenRequest');

/**
 * Token answer. Spec fields: basketId, consumerNo, consumerType, favorites, isEmployeeDiscountTCAccepted,
 * memberId, refreshToken. Not shown, our design: the OAuth fields access_token, token_type, expires_in,
 * refresh_expires_in, plus usid and saveForLaterId. isEmployeeDiscountTCAccepted is always sent (spec 000
 * section 7 lists it among what the exchange returns); consumerNo and memberId only exist for some shoppers.
 */
export const tokenResponse = z
  .object({
    access_token: z.string().min(16).openapi({
      description: 'Opaque; valid until expires_in, even after a refresh rotated its pair.',
      example: 'atk-rVkM6QFtT1__ZK8YVgT64JV4L4d-0GPw18KmCvgoNlk',
    }),
    token_type: z.literal('Bearer'),
    expires_in: z
      .number()
      .int()
      .positive()
      .openapi({ description: 'Access token lifetime in seconds.', example: 1800 }),
    refresh_expires_in: z.number().int().positive().openapi({
      description: "Seconds until the refresh token's family expires (90 days from its first grant).",
      example: 7776000,
    }),
    refreshToken,
    usid: z.string().min(8).max(64).openapi({ description: 'User session id the session is bound to.' }),
    consumerType,
    consumerNo: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: 'Absent for guests.', example: 'C000123456' }),
    memberId: memberId.optional().openapi({ description: 'Loyalty member id, for members only.' }),
    isEmployeeDiscountTCAccepted: z.boolean().openapi({
      description: 'Whether an employee accepted the employee discount terms; false for every other shopper.',
    }),
    basketId: basketId
      .optional()
      .openapi({ description: 'The cart to use (the adopted or merged cart after login).' }),
    favorites: favorites.optional(),
    saveForLaterId: saveForLaterId.optional(),
  })
  .openapi('AuthTokenResponse');

/** POST /consumers-v3/auth/signin. `type` is not explained by the spec: the account kind signing in. */
export const signInRequest = z
  .object({
    type: z
      .literal('Registered')
      .openapi({ description: 'Account kind signing in; the storefront sends Registered.' }),
    username: emailField.openapi({ description: 'The email, at most 100 characters.' }),
    password: passwordField,
    codeChallenge,
    recaptcha_response: recaptchaResponse,
  })
  .openapi('SignInRequest');

export const signInResponse = z.object({ authorizationCode }).openapi('SignInResponse');

export const signOutRequest = z.object({ refreshToken }).openapi('SignOutRequest');

/** POST /consumers-v3/consumer/agent/login (not shown): a store associate signs in for buy-in-store. */
export const agentLoginRequest = z
  .object({
    storeId,
    username: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .openapi({ description: 'Employee id or directory user name.' }),
    password: passwordField,
  })
  .openapi('AgentLoginRequest');

/** Tokens of an EMPLOYEE session plus the buy-in-store session the storefront keeps. */
export const agentLoginResponse = tokenResponse
  .extend({ consumerType: z.literal('EMPLOYEE'), buyInStore: buyInStoreSession })
  .openapi('AgentLoginResponse');

export type ConsumerType = z.infer<typeof consumerType>;
export type TokenRequest = z.infer<typeof tokenRequest>;
export type TokenResponse = z.infer<typeof tokenResponse>;
export type SignInRequest = z.infer<typeof signInRequest>;
export type SignInResponse = z.infer<typeof signInResponse>;
export type SignOutRequest = z.infer<typeof signOutRequest>;
export type AgentLoginRequest = z.infer<typeof agentLoginRequest>;
export type AgentLoginResponse = z.infer<typeof agentLoginResponse>;
