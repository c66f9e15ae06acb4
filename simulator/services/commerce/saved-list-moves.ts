import type { World } from '../../core/world';
import type { CartRecord, SavedListRecord } from '../../db/commerce-records';
import { writeCart } from '../../db/commerce-store';
import type { Session } from '../../domain/auth/session';
import type { Failure } from '../../domain/failure';
import { isFailure } from '../../domain/failure';
import { updateSession } from '../auth/session-service';
import type { AddItem } from './cart-items-service';
import { findSavedList, moveSavedToCart, saveLineForLater, saveSavedList } from './saved-for-later';

/** Moves between the cart and the saved-for-later list, each with all of its writes. */

type Moved = { cart: CartRecord; list: SavedListRecord };

/** A saved entry moved to the cart leaves its list (the line keeps the link). */
export async function takeFromSavedList(world: World, link: AddItem['saveForLater']): Promise<void> {
  const list = link ? findSavedList(world, link.saveForLaterId) : undefined;
  if (!list || !link) return;
  await saveSavedList(world, { ...list, items: list.items.filter((i) => i.itemId !== link.itemId) });
}

/** A cart line saved for later: the cart, the list, and the session's link to the list are written. */
export async function saveCartLineForLater(
  world: World,
  session: Session,
  cart: CartRecord,
  input: { itemId: string; saveForLaterId?: string | undefined },
): Promise<Moved | Failure> {
  const moved = saveLineForLater(world, session, cart, input);
  if (isFailure(moved)) return moved;
  await writeCart(world.db.commerce, moved.cart);
  await saveSavedList(world, moved.list);
  await updateSession(world, session.token, { saveForLaterId: moved.list.id });
  return moved;
}

/** Saved entries moved into the cart: the cart and the list are written. */
export async function moveSavedEntriesToCart(
  world: World,
  session: Session,
  cart: CartRecord,
  input: { saveForLaterId: string; itemIds: readonly string[] },
): Promise<Moved | Failure> {
  const moved = moveSavedToCart(world, session, cart, input);
  if (isFailure(moved)) return moved;
  await writeCart(world.db.commerce, moved.cart);
  await saveSavedList(world, moved.list);
  return moved;
}
