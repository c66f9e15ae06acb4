import type { Cart } from '../../../contracts/entities/cart';
import type { SavedForLater } from '../../../contracts/entities/wishlist';
import type { World } from '../../core/world';
import type { CartRecord, SavedListRecord } from '../../db/commerce-records';
import { writeCart } from '../../db/commerce-store';
import type { Session } from '../../domain/auth/session';
import type { Failure } from '../../domain/failure';
import { isFailure } from '../../domain/failure';
import { updateSession } from '../auth/session-service';
import type { CartIdVia } from './cart-access';
import type { AddItem } from './cart-items-service';
import { load, view } from './cart-operations';
import { savedLists } from './owned-lists';
import { moveSavedToCart, savedView, saveLineForLater } from './saved-for-later';

/** Moves between the cart and the saved-for-later list, each with all of its writes. */

type Moved = { cart: CartRecord; list: SavedListRecord };
type CallContext = Parameters<typeof load>[0];

/**
 * A move between the caller's cart and saved list, answered as both: the cart is loaded (flash entries
 * and notices of the last answer cleared, as every change clears them), `move` makes and writes the move.
 */
export async function cartAndListAnswer(
  ctx: CallContext,
  basketId: string,
  via: CartIdVia,
  move: (session: Session, cart: CartRecord) => Promise<Moved | Failure>,
): Promise<{ body: { cart: Cart; saveForLater: SavedForLater } } | Failure> {
  const loaded = await load(ctx, basketId, via);
  if (isFailure(loaded)) return loaded;
  const { session } = loaded;
  const moved = await move(session, { ...loaded.cart, flash: [], customerNotifications: [] });
  if (isFailure(moved)) return moved;
  return { body: { cart: view(ctx, session, moved.cart), saveForLater: savedView(moved.list) } };
}

/** A saved entry moved to the cart leaves its list (the line keeps the link). */
export async function takeFromSavedList(world: World, link: AddItem['saveForLater']): Promise<void> {
  const lists = savedLists(world);
  const list = link ? lists.find(link.saveForLaterId) : undefined;
  if (!list || !link) return;
  await lists.save({ ...list, items: list.items.filter((i) => i.itemId !== link.itemId) });
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
  await savedLists(world).save(moved.list);
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
  await savedLists(world).save(moved.list);
  return moved;
}
