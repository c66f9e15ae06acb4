import type { World } from '../../core/world';
import type { SessionRecord } from '../../db/account-records';
import { copyRecord } from '../../db/copy-record';
import { tokenFields } from '../../domain/auth/tokens';
import { findAccount } from './session-service';

/** The favourites list the token answer carries (read from the commerce area's store). */
function favoritesOf(world: World, favoriteId: string) {
  const list = world.db.commerce.favorites.findFirst((q) => q.where({ id: favoriteId }));
  if (!list) return undefined;
  return {
    favoriteId: list.id,
    total: list.items.length,
    items: copyRecord(list.items),
    ...(list.shareToken ? { shareToken: list.shareToken } : {}),
  };
}

/**
 * The token answer of a session: OAuth fields plus the consumer's ids and the linked cart and lists.
 * isEmployeeDiscountTCAccepted is always there (spec 000 section 7 lists it): false unless an employee
 * accepted the discount terms.
 */
export function sessionAnswer(world: World, session: SessionRecord) {
  const account = session.consumerId ? findAccount(world, session.consumerId) : undefined;
  const favorites = session.favoriteId ? favoritesOf(world, session.favoriteId) : undefined;
  return {
    ...tokenFields(session, world.clock.now()),
    consumerType: session.consumerType,
    ...(account ? { consumerNo: account.consumerNo } : {}),
    ...(account?.memberId ? { memberId: account.memberId } : {}),
    isEmployeeDiscountTCAccepted: account?.employee?.isEmployeeDiscountTCAccepted ?? false,
    ...(session.basketId ? { basketId: session.basketId } : {}),
    ...(favorites ? { favorites } : {}),
    ...(session.saveForLaterId ? { saveForLaterId: session.saveForLaterId } : {}),
  };
}
