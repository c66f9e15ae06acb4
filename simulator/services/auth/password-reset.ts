import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import { newPasswordFailure, passwordHistoryAfter } from '../../domain/auth/passwords';
import { emailFailure, sameEmail } from '../../domain/consumer/consumer-rules';
import { type Failure, failure } from '../../domain/failure';
import { accountByEmail, saveAccount } from './accounts';
import { mintSecret } from './secrets';

/** A reset link is valid for one hour. */
const RESET_CODE_SECONDS = 3600;

/**
 * Reset: an unguessable code of this session (secrets.ts; the email would carry it) valid one hour
 * for an account with a login; the same 204 for an unknown email (no account discovery).
 */
export async function resetPassword(
  world: World,
  body: RequestBodyOf<'resetPassword'>,
): Promise<Failure | undefined> {
  const bad = emailFailure(body.email);
  if (bad) return bad;
  const account = accountByEmail(world, body.email);
  if (account?.password !== undefined) {
    const expiresAt = new Date(world.clock.now().getTime() + RESET_CODE_SECONDS * 1000).toISOString();
    await world.db.accounts.resetCodes.create({
      code: await mintSecret(world, 'rc'),
      email: account.email,
      expiresAt,
      used: false,
    });
  }
  return undefined;
}

/** Confirm: a valid, unused code of that email (else AUT402); the new password; unlocks the account. */
export async function confirmForgotPassword(
  world: World,
  body: RequestBodyOf<'confirmForgotPassword'>,
): Promise<Failure | undefined> {
  const bad = emailFailure(body.email);
  if (bad) return bad;
  const codes = world.db.accounts.resetCodes;
  const code = codes.findFirst((q) => q.where({ code: body.confirmationCode }));
  const now = world.clock.now().getTime();
  const account = accountByEmail(world, body.email);
  if (
    !code ||
    code.used ||
    !sameEmail(code.email, body.email) ||
    Date.parse(code.expiresAt) <= now ||
    !account
  ) {
    return failure('AUT402');
  }
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
    locked: false,
    failedLogins: 0,
  });
  await codes.update((q) => q.where({ code: code.code }), {
    data(draft) {
      draft.used = true;
    },
  });
  return undefined;
}
