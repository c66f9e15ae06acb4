import { sessionCallHeaders as headers, leadSourceHeader } from '../common/headers';
import {
  changePasswordRequest,
  confirmForgotPasswordRequest,
  resetPasswordRequest,
} from '../entities/credentials';
import { signUpRequest, signUpResponse } from '../entities/sign-up';
import {
  agentLoginRequest,
  agentLoginResponse,
  signInRequest,
  signInResponse,
  signOutRequest,
  tokenRequest,
  tokenResponse,
} from '../entities/token';
import { defineOperations } from '../registry/define-operations';

const INVALID_CREDENTIALS = ['AUT401', 'AUT418', 'AUT437', 'AUT438'] as const;

export const authOperations = defineOperations('auth', {
  getToken: {
    method: 'post',
    path: '/token/v2/auth/token',
    summary: 'Obtain a guest token, exchange a sign-in code for a registered token, or refresh a session',
    description:
      'Registered: PKCE exchange of the sign-in authorizationCode, adopting the guest cart, favorites and saved items. ' +
      'AUT409 (duplicate token) is answered when the same code is exchanged twice at once; the storefront retries once after 2 s. ' +
      'Refresh: each refresh token is used once (rotation); presenting a used one revokes its whole token family and answers AUT404.',
    request: { headers, body: tokenRequest },
    response: { status: 200, description: 'The session tokens and the adopted ids.', body: tokenResponse },
    errorIds: ['AUT409', 'AUT404', 'AUT432', 'AUT498', 'AUT500'],
    notShown:
      'Grant field named `type` (Guest | Registered | Refresh); the Refresh grant, and the OAuth response fields ' +
      'access_token, token_type Bearer, expires_in, refresh_expires_in, plus usid and saveForLaterId, are our design.',
  },
  signIn: {
    method: 'post',
    path: '/consumers-v3/auth/signin',
    summary: 'Check credentials and return an authorization code bound to the code challenge',
    request: { headers, body: signInRequest },
    response: { status: 200, description: 'The code to exchange at the token call.', body: signInResponse },
    errorIds: [...INVALID_CREDENTIALS, 'AUT423', 'AUT441', 'AUT426', 'AUT403', 'AUT453', 'AUT440'],
    notShown: 'The meaning of `type` is not shown: the account kind, Registered.',
  },
  signOut: {
    method: 'post',
    path: '/consumers-v3/consumer/auth/signout',
    summary: 'Revoke every token of the session (its token family)',
    description:
      "Revokes every access and refresh token descended from the session's grant by rotation; the refresh token " +
      "sent may be any of that family's. One of another family answers AUT432.",
    request: { headers, body: signOutRequest },
    response: { status: 204, description: 'Signed out; the storefront then obtains a guest token.' },
    errorIds: ['AUT401', 'AUT432'],
    notShown: 'Response not shown: 204 without a body.',
  },
  signUp: {
    method: 'post',
    path: '/consumers-v3/auth/signup',
    summary: 'Create an account (standard or with loyalty enrolment)',
    request: { headers: headers.extend(leadSourceHeader.shape), body: signUpRequest },
    response: {
      status: 201,
      description: 'Account created; the storefront signs in next.',
      body: signUpResponse,
    },
    errorIds: [
      'AUT439',
      'PRO400',
      'AUT442',
      'AUT444',
      'PRO410',
      'PRO411',
      'FE872',
      'API400',
      'AUT453',
      'AUT403',
    ],
    notShown:
      'Response not shown: 201 with consumerId, consumerNo and email. Email format, password strength, age and a ' +
      'locale-required birth date are checked by the server (AUT453, FE872, PRO410, PRO411), not by the schema.',
  },
  changePassword: {
    method: 'post',
    path: '/consumers-v3/consumer/changepassword',
    summary: 'Change the password of the signed-in consumer',
    request: { headers, body: changePasswordRequest },
    response: { status: 204, description: 'Password changed.' },
    errorIds: ['AUT401', 'AUT450', 'AUT451', 'AUT452', 'PRO415', 'FE872', 'API400', 'FE340'],
    notShown:
      'Payload not shown: currentPassword, newPassword, confirmNewPassword; 204 on success. Mismatch answers FE340, ' +
      'a password under 8 characters FE872, one missing an upper, lower or digit PRO415.',
  },
  confirmForgotPassword: {
    method: 'post',
    path: '/consumers-v3/confirmforgotpassword',
    summary: 'Set a new password with the code from the reset link',
    request: { headers, body: confirmForgotPasswordRequest },
    response: { status: 204, description: 'Password reset; the consumer can sign in.' },
    errorIds: ['AUT402', 'AUT453', 'AUT451', 'AUT452', 'FE872', 'API400', 'FE340'],
    notShown:
      'Payload not shown: email, confirmationCode (from the emailed link), newPassword, confirmNewPassword; 204. ' +
      'An expired or unknown code answers AUT402.',
  },
  resetPassword: {
    method: 'post',
    path: '/consumers-v3/consumer/resetpassword',
    summary: 'Send a password reset link to an email',
    request: { headers, body: resetPasswordRequest },
    response: {
      status: 204,
      description: 'Reset link sent when the account exists; same answer when it does not.',
    },
    errorIds: ['AUT453', 'AUT500'],
    notShown:
      'Payload not shown: { email }. Answers 204 even for an unknown email, so the call cannot ' +
      'be used to discover accounts.',
  },
  agentLogin: {
    method: 'post',
    path: '/consumers-v3/consumer/agent/login',
    summary: 'Store associate login for buy-in-store mode',
    request: { headers, body: agentLoginRequest },
    response: {
      status: 200,
      description: 'Tokens of an EMPLOYEE session and the buy-in-store session.',
      body: agentLoginResponse,
    },
    errorIds: [...INVALID_CREDENTIALS, 'AUT423', 'AUT441', 'STR404', 'AUT500'],
    notShown:
      'Payload not shown: storeId, username (employee id), password. Answers the token fields directly (no code ' +
      'exchange) with consumerType EMPLOYEE and buyInStore {storeId, storeName, storeEmployeeId, storeEmployeeName}.',
  },
});
