import type { World } from '../../core/world';
import type { SessionRecord } from '../../db/account-records';
import { tokenFields } from '../../domain/auth/tokens';
import { favoritesOf } from '../commerce/favorites';
import { findAccount } from './session-service';

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
