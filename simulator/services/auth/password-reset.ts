import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { newPasswordFailure, passwordHistoryAfter } from '../../domain/auth/passwords';
import { emailFailure, sameEmail } from '../../domain/consumer/consumer-rules';
import { type Failure, failure } from '../../domain/failure';
import { accountByEmail, saveAccount } from './accounts';
import { mintSecret } from './secrets';
import { findAccount, resolveSession } from './session-service';

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
  const problem = await setNewPassword(world, account, body, { locked: false, failedLogins: 0 });
  if (problem) return problem;
  await codes.update((q) => q.where({ code: code.code }), {
    data(draft) {
      draft.used = true;
    },
  });
  return undefined;
}

/** Change: a signed-in consumer with a login (else AUT401) who knows the current password (else AUT450). */
export async function changePassword(
  world: World,
  accessToken: string | undefined,
  body: RequestBodyOf<'changePassword'>,
): Promise<Failure | undefined> {
  const session = resolveSession(world, accessToken);
  const account = session?.consumerId ? findAccount(world, session.consumerId) : undefined;
  if (!account || account.password === undefined) return failure('AUT401');
  if (body.currentPassword !== account.password) return failure('AUT450');
  return setNewPassword(world, account, body);
}

/** The new-password rules, then the save with the old password kept in the history (change and reset). */
async function setNewPassword(
  world: World,
  account: AccountRecord,
  body: { readonly newPassword: string; readonly confirmNewPassword: string },
  extra: Partial<AccountRecord> = {},
): Promise<Failure | undefined> {
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
    ...extra,
  });
  return undefined;
}
