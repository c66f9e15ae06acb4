import { failure } from '../core/failure';
import type { AreaHandlers } from '../core/handler-types';
import { newAuthCode } from '../domain/auth/auth-codes';
import { BOT_DEFENCE_APP_ID, botCheckPasses } from '../domain/auth/bot-check';
import { recordFailedLogin, recordSuccessfulLogin } from '../domain/auth/login-attempts';
import { newPasswordFailure, passwordHistoryAfter } from '../domain/auth/passwords';
import { emailFailure } from '../domain/consumer/consumer-rules';
import { accountByEmail, saveAccount } from '../services/auth/accounts';
import { mintSecret } from '../services/auth/secrets';
import { findAccount, resolveSession } from '../services/auth/session-service';
import { signOutFamily } from '../services/auth/token-families';
import { confirmForgotPassword, resetPassword, signUp } from './auth-account';
import { agentLogin } from './auth-agent';
import { guestGrant, refreshGrant, registeredGrant } from './auth-token';

/** Every operation of contracts/operations/auth.ts. */
export const authHandlers = {
  getToken: async ({ body, headers, world }) => {
    const usid = headers['x-usid'];
    if (body.type === 'Guest') return guestGrant(world, usid);
    if (body.type === 'Refresh') return refreshGrant(world, body.refreshToken);
    return registeredGrant(world, usid, body);
  },

  /** Checks the credentials and answers a code bound to the S256 challenge. */
  signIn: async ({ body, headers, world }) => {
    if (!botCheckPasses(body.recaptcha_response)) return failure('AUT403', undefined, BOT_DEFENCE_APP_ID);
    const badEmail = emailFailure(body.username);
    if (badEmail) return badEmail;
    const account = accountByEmail(world, body.username);
    if (!account) return failure('AUT418');
    if (account.password === undefined) return failure('AUT438');
    if (account.locked) return failure('AUT423');
    if (account.password !== body.password) {
      const outcome = recordFailedLogin(account);
      await saveAccount(world, { ...account, failedLogins: outcome.failedLogins, locked: outcome.locked });
      return failure(outcome.errorId);
    }
    await saveAccount(world, { ...account, ...recordSuccessfulLogin() });
    const now = world.clock.now();
    const code = newAuthCode(
      {
        code: await mintSecret(world, 'ac'),
        consumerId: account.consumerId,
        codeChallenge: body.codeChallenge,
        usid: headers['x-usid'],
      },
      now,
    );
    await world.db.accounts.authCodes.create(code);
    return { body: { authorizationCode: code.code } };
  },

  /** Revokes the whole token family of the refresh token; it must be the caller's own family. */
  signOut: async ({ body, accessToken, world }) => {
    const session = resolveSession(world, accessToken);
    if (!session) return failure('AUT401', 'Sign-out needs a valid access token.');
    return (await signOutFamily(world, session.token, body.refreshToken)) ?? {};
  },

  signUp: async (input) => signUp(input),

  changePassword: async ({ body, accessToken, world }) => {
    const session = resolveSession(world, accessToken);
    const account = session?.consumerId ? findAccount(world, session.consumerId) : undefined;
    if (!account || account.password === undefined) return failure('AUT401');
    if (body.currentPassword !== account.password) return failure('AUT450');
    const problem = newPasswordFailure({
      newPassword: body.newPassword,
      confirmNewPassword: body.confirmNewPassword,
      currentPassword: account.password,
      previousPasswords: account.previousPasswords,
      field: 'newPassword',
    });
    if (problem) return problem;
    await saveAccount(world, {
      ...account,
      password: body.newPassword,
      previousPasswords: passwordHistoryAfter(account.previousPasswords, account.password),
    });
    return {};
  },

  confirmForgotPassword: async (input) => confirmForgotPassword(input),
  resetPassword: async (input) => resetPassword(input),
  agentLogin: async (input) => agentLogin(input),
} satisfies AreaHandlers;
