import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { copyRecord } from '../../db/copy-record';
import { loyaltyFailure } from '../../domain/consumer/loyalty';
import { type Failure, failure } from '../../domain/failure';
import { findAccount, resolveSession } from '../auth/session-service';

export type Member = AccountRecord & { memberId: string };

/** A signed-in loyalty member: REW401 without sign-in, else the loyalty rules (REW130, REW135, 4044). */
export function loyaltyMember(world: World, accessToken: string | undefined): Member | Failure {
  const session = resolveSession(world, accessToken);
  const account = session?.consumerId ? findAccount(world, session.consumerId) : undefined;
  if (!account) return failure('REW401');
  const problem = loyaltyFailure(account);
  if (problem) return problem;
  return copyRecord(account) as Member;
}
