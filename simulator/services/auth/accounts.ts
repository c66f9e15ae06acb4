import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import { sameEmail } from '../../domain/consumer/consumer-rules';

/** Account look-ups and writes over the account store (one place, so every caller matches the same way). */

export function accountByEmail(world: World, email: string): AccountRecord | undefined {
  return world.db.accounts.accounts.findFirst((q) => q.where((a) => sameEmail(a.email, email)));
}

/** Another consumer (not `exceptConsumerId`) already has this stored phone. */
export function phoneInUse(world: World, phone: string, exceptConsumerId?: string): boolean {
  return (
    world.db.accounts.accounts.findFirst((q) =>
      q.where((a) => a.phone === phone && a.consumerId !== exceptConsumerId),
    ) !== undefined
  );
}

export function emailInUse(world: World, email: string, exceptConsumerId?: string): boolean {
  const owner = accountByEmail(world, email);
  return owner !== undefined && owner.consumerId !== exceptConsumerId;
}

/** Writes an account back as a whole (the result of a pure domain function). */
export async function saveAccount(world: World, next: AccountRecord): Promise<void> {
  await world.db.accounts.accounts.update((q) => q.where({ consumerId: next.consumerId }), {
    data(draft) {
      for (const key of Object.keys(draft) as (keyof AccountRecord)[]) {
        if (!(key in next)) delete draft[key];
      }
      Object.assign(draft, structuredClone(next));
    },
  });
}

/**
 * Changes one account in place (e.g. the commerce area spending loyalty points or athlete credit after an
 * order). Money fields are major units.
 */
export async function updateAccount(
  world: World,
  consumerId: string,
  change: (draft: AccountRecord) => void,
): Promise<AccountRecord | undefined> {
  return world.db.accounts.accounts.update((q) => q.where({ consumerId }), {
    data(draft) {
      change(draft as AccountRecord);
    },
  });
}
