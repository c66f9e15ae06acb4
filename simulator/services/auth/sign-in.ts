import type { RequestBodyOf } from '../../../contracts/registry/types';
import type { World } from '../../core/world';
import { newAuthCode } from '../../domain/auth/auth-codes';
import { recordFailedLogin, recordSuccessfulLogin } from '../../domain/auth/login-attempts';
import { type Failure, failure } from '../../domain/failure';
import { accountByEmail, saveAccount } from './accounts';
import { mintSecret } from './secrets';

/**
 * signIn: the credentials checked against the account (unknown AUT418, no login AUT438, locked AUT423, a
 * wrong password counts towards the lock), then an authorisation code bound to the S256 challenge, written.
 * Answers the code.
 */
export async function signInForCode(
  world: World,
  usid: string,
  body: RequestBodyOf<'signIn'>,
): Promise<string | Failure> {
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
      usid,
    },
    now,
  );
  await world.db.accounts.authCodes.create(code);
  return code.code;
}
