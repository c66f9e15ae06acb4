import { type Failure, failure, isFailure } from '../core/failure';
import type { HandlerAnswer, HandlerInput } from '../core/handler-types';
import { BOT_DEFENCE_APP_ID, botCheckPasses } from '../domain/auth/bot-check';
import { newPasswordFailure, passwordHistoryAfter } from '../domain/auth/passwords';
import {
  countryOfLocale,
  currencyOfCountry,
  emailFailure,
  sameEmail,
} from '../domain/consumer/consumer-rules';
import { signUpAccount } from '../domain/consumer/sign-up';
import { accountByEmail, phoneInUse, saveAccount } from '../services/auth/accounts';
import { mintSecret } from '../services/auth/secrets';

/** A reset link is valid for one hour. */
const RESET_CODE_SECONDS = 3600;

/** Sign-up: checks (see signUpAccount), then a new account; answers 201 with its ids. */
export async function signUp({
  body,
  headers,
  world,
}: HandlerInput<'signUp'>): Promise<HandlerAnswer<'signUp'> | Failure> {
  if (!botCheckPasses(body.recaptcha_response)) return failure('AUT403', undefined, BOT_DEFENCE_APP_ID);
  const country = countryOfLocale(headers['x-locale']);
  const created = signUpAccount(body, {
    now: world.clock.now(),
    country,
    region: headers['x-region'],
    currency: currencyOfCountry(country),
    leadSource: headers.source,
    existing: (email) => accountByEmail(world, email),
    phoneInUse: (phone) => phoneInUse(world, phone),
    ids: {
      consumerId: world.ids.next('C', 9),
      consumerNo: world.ids.next('CN', 9),
      memberId: () => world.ids.next('LM', 7),
    },
  });
  if (isFailure(created)) return created;
  await world.db.accounts.accounts.create(created.value);
  const { consumerId, consumerNo, email } = created.value;
  return { body: { consumerId, consumerNo, email } };
}

/**
 * Reset: an unguessable code of this session (secrets.ts; the email would carry it) valid one hour
 * for an account with a login; the same 204 for an unknown email (no account discovery).
 */
export async function resetPassword({
  body,
  world,
}: HandlerInput<'resetPassword'>): Promise<HandlerAnswer<'resetPassword'> | Failure> {
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
  return {};
}

/** Confirm: a valid, unused code of that email (else AUT402); the new password; unlocks the account. */
export async function confirmForgotPassword({
  body,
  world,
}: HandlerInput<'confirmForgotPassword'>): Promise<HandlerAnswer<'confirmForgotPassword'> | Failure> {
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
  return {};
}
