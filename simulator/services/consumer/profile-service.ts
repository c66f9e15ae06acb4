import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { applyProfileUpdate } from '../../domain/consumer/profile-update';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { accountByEmail, emailInUse, phoneInUse, saveAccount } from '../auth/accounts';
import { resolveSession } from '../auth/session-service';
import { newProfileFor } from './new-profile';

/** Creating and updating a consumer profile: the pure update rule over the world's accounts, written back. */

type ProfileInput = Parameters<typeof applyProfileUpdate>[1];

function updateContext(world: World, account: AccountRecord) {
  return {
    now: world.clock.now(),
    emailInUse: (email: string) => emailInUse(world, email, account.consumerId),
    phoneInUse: (phone: string) => phoneInUse(world, phone, account.consumerId),
    newMemberId: () => world.ids.next('LM', 7),
  };
}

/**
 * Creating a profile: the signed-in consumer without a profile gets one for their own email; any other
 * email that already has an account or profile is PRO400; else a profile without a login is created.
 */
export async function createProfile(
  world: World,
  accessToken: string | undefined,
  locale: string,
  input: ProfileInput & { consumerDetails: { email: string } },
): Promise<AccountRecord | Failure> {
  const email = input.consumerDetails.email;
  const session = resolveSession(world, accessToken);
  const existing = accountByEmail(world, email);
  const own = existing && session?.consumerId === existing.consumerId && !existing.hasProfile;
  if (existing && !own) return failure('PRO400');
  const base =
    existing ??
    newProfileFor(world, { email, locale, now: world.clock.now(), acquisitionType: 'Newsletter' });
  const updated = applyProfileUpdate({ ...base, hasProfile: true }, input, updateContext(world, base));
  if (isFailure(updated)) return updated;
  if (existing) await saveAccount(world, updated);
  else await world.db.accounts.accounts.create(updated);
  return updated;
}

/** The signed-in consumer's profile changed by the update rule (PRO400 and friends), written back. */
export async function updateProfile(
  world: World,
  account: AccountRecord,
  input: ProfileInput,
): Promise<AccountRecord | Failure> {
  const updated = applyProfileUpdate(account, input, updateContext(world, account));
  if (isFailure(updated)) return updated;
  await saveAccount(world, updated);
  return updated;
}
