import type { AreaHandlers } from '../core/handler-types';
import { emailFailure } from '../domain/consumer/consumer-rules';
import { failure, isFailure } from '../domain/failure';
import { agentLogin } from '../services/auth/agent-login';
import { checkBotToken } from '../services/auth/bot-defence';
import { changePassword, confirmForgotPassword, resetPassword } from '../services/auth/password-reset';
import { resolveSession } from '../services/auth/session-service';
import { signInForCode } from '../services/auth/sign-in';
import { signUp } from '../services/auth/sign-up';
import { sessionAnswer } from '../services/auth/token-answer';
import { signOutFamily } from '../services/auth/token-families';
import { guestGrant, refreshGrant, registeredGrant } from '../services/auth/token-grants';

/** Every operation of contracts/operations/auth.ts. */
export const authHandlers = {
  getToken: async ({ body, headers, world }) => {
    const usid = headers['x-usid'];
    const session =
      body.type === 'Guest'
        ? await guestGrant(world, usid)
        : body.type === 'Refresh'
          ? await refreshGrant(world, body.refreshToken)
          : await registeredGrant(world, usid, body);
    return isFailure(session) ? session : { body: sessionAnswer(world, session) };
  },

  /** Checks the credentials and answers a code bound to the S256 challenge. */
  signIn: async ({ body, headers, world }) => {
    const botRefusal = checkBotToken(world, body.recaptcha_response);
    if (botRefusal) return botRefusal;
    const badEmail = emailFailure(body.username);
    if (badEmail) return badEmail;
    const code = await signInForCode(world, headers['x-usid'], body);
    return isFailure(code) ? code : { body: { authorizationCode: code } };
  },

  /** Revokes the whole token family of the refresh token; it must be the caller's own family. */
  signOut: async ({ body, accessToken, world }) => {
    const session = resolveSession(world, accessToken);
    if (!session) return failure('AUT401', 'Sign-out needs a valid access token.');
    return (await signOutFamily(world, session.token, body.refreshToken)) ?? {};
  },

  signUp: async ({ body, headers, world }) => {
    const botRefusal = checkBotToken(world, body.recaptcha_response);
    if (botRefusal) return botRefusal;
    const account = await signUp(world, body, headers);
    if (isFailure(account)) return account;
    const { consumerId, consumerNo, email } = account;
    return { body: { consumerId, consumerNo, email } };
  },

  changePassword: async ({ body, accessToken, world }) =>
    (await changePassword(world, accessToken, body)) ?? {},
  confirmForgotPassword: async ({ body, world }) => (await confirmForgotPassword(world, body)) ?? {},
  resetPassword: async ({ body, world }) => (await resetPassword(world, body)) ?? {},
  agentLogin: async ({ body, headers, world }) => {
    const agent = await agentLogin(world, headers['x-usid'], body);
    if (isFailure(agent)) return agent;
    const { session, buyInStore } = agent;
    return { body: { ...sessionAnswer(world, session), consumerType: 'EMPLOYEE', buyInStore } };
  },
} satisfies AreaHandlers;
