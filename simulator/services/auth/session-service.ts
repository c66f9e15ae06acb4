import type { World } from '../../core/world';
import type { AccountRecord } from '../../db/account-records';
import type { Session } from '../../domain/auth/session';
import { accessIsValid } from '../../domain/auth/tokens';

/** The session of a valid access token: known, its family not revoked, not expired (rotated is fine). */
export function resolveSession(world: World, accessToken: string | undefined): Session | undefined {
  if (!accessToken) return undefined;
  const record = world.db.accounts.sessions.findFirst((q) => q.where({ accessToken }));
  if (!record || !accessIsValid(record, world.clock.now())) return undefined;
  return {
    token: record.accessToken,
    usid: record.usid,
    kind: record.kind,
    consumerType: record.consumerType,
    ...(record.consumerId ? { consumerId: record.consumerId } : {}),
    ...(record.basketId ? { basketId: record.basketId } : {}),
    ...(record.favoriteId ? { favoriteId: record.favoriteId } : {}),
    ...(record.saveForLaterId ? { saveForLaterId: record.saveForLaterId } : {}),
    ...(record.buyInStore ? { buyInStore: structuredClone(record.buyInStore) } : {}),
  };
}

/**
 * Links a cart, favourites list or saved-for-later list to the session of this access token: to every pair
 * of its family, so a tab still on an older access token and the newest pair see the same cart.
 */
export async function updateSession(
  world: World,
  token: string,
  patch: Partial<Pick<Session, 'basketId' | 'favoriteId' | 'saveForLaterId'>>,
): Promise<void> {
  const sessions = world.db.accounts.sessions;
  const pair = sessions.findFirst((q) => q.where({ accessToken: token }));
  if (!pair) return;
  await sessions.updateMany((q) => q.where({ familyId: pair.familyId }), {
    data(draft) {
      if (patch.basketId !== undefined) draft.basketId = patch.basketId;
      if (patch.favoriteId !== undefined) draft.favoriteId = patch.favoriteId;
      if (patch.saveForLaterId !== undefined) draft.saveForLaterId = patch.saveForLaterId;
    },
  });
}

/**
 * The account of a consumer (loyalty points and vouchers, athlete credit, saved cards and addresses,
 * employee and prosumer programmes). Money fields are major units, as on the wire.
 */
export function findAccount(world: World, consumerId: string): AccountRecord | undefined {
  return world.db.accounts.accounts.findFirst((q) => q.where({ consumerId }));
}
