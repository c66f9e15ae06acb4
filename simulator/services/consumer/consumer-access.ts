import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { copyRecord } from '../../db/copy-record';
import type { Session } from '../../domain/auth/session';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { findAccount, resolveSession } from '../auth/session-service';

interface SignedIn {
  readonly session: Session;
  readonly account: AccountRecord;
}

/**
 * The signed-in consumer of an access token: AUT401 without a valid token, for a guest or an associate
 * session (neither is a consumer), or when the account is gone.
 */
export function signedInConsumer(world: World, accessToken: string | undefined): SignedIn | Failure {
  const session = resolveSession(world, accessToken);
  if (!session) return failure('AUT401', 'Please sign in: the access token is missing, expired or revoked.');
  const account = session.consumerId ? findAccount(world, session.consumerId) : undefined;
  if (!account) return failure('AUT401', 'Please sign in: this call needs a signed-in consumer.');
  return { session, account: copyRecord(account) };
}

/** As signedInConsumer, and the consumer must have a profile (PRO404 'Profile not loaded'). */
export function consumerWithProfile(world: World, accessToken: string | undefined): SignedIn | Failure {
  const found = signedInConsumer(world, accessToken);
  if (isFailure(found)) return found;
  return found.account.hasProfile ? found : failure('PRO404');
}
