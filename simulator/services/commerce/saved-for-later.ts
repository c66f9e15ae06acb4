import type { SavedForLater } from '../../../contracts/entities/wishlist';
import type { World } from '../../core/world';
import type { CartRecord, SavedListRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { addItem } from './cart-items-service';
import { ownsList, savedLists } from './owned-lists';

/**
 * Saved for later (spec 000 sections 3 and 4): a cart line moves to the list (created when the shopper has
 * none) and back; a line moved back keeps a link to the entry it came from. Unknown lists and entries
 * answer PLP400; gift lines cannot be saved (GWP_PRODUCT).
 */

/** The session's list: the one linked to the session, else the newest one the shopper owns. */
export function savedListOfSession(world: World, session: Session): SavedListRecord | undefined {
  return savedLists(world).ofSession(session);
}

export function savedView(list: SavedListRecord, start = 0, count = list.items.length || 1): SavedForLater {
  return { saveForLaterId: list.id, total: list.items.length, items: list.items.slice(start, start + count) };
}

const noSuchList = () => failure('PLP400', 'This saved-for-later list does not exist.');

function ownedSavedList(world: World, session: Session, id: string): SavedListRecord | Failure {
  return savedLists(world).owned(session, id) ?? noSuchList();
}

export function saveLineForLater(
  world: World,
  session: Session,
  cart: CartRecord,
  input: { itemId: string; saveForLaterId?: string | undefined },
): { cart: CartRecord; list: SavedListRecord } | Failure {
  if (input.itemId.startsWith('gwp-')) return failure('GWP_PRODUCT');
  const line = cart.lines.find((l) => l.id === input.itemId);
  if (!line) return failure('ORD404', 'This line is not in the cart.');
  let list: SavedListRecord;
  if (input.saveForLaterId) {
    const found = ownedSavedList(world, session, input.saveForLaterId);
    if (isFailure(found)) return found;
    list = found;
  } else {
    const lists = savedLists(world);
    list = lists.ofSession(session) ?? lists.fresh(session);
  }
  const entry = {
    itemId: world.ids.next('si'),
    productId: line.sku,
    masterId: line.masterId,
    qty: line.qty,
    ...(line.recipeId ? { recipeId: line.recipeId } : {}),
    saveForLaterId: list.id,
    ...(session.consumerId ? { consumerId: session.consumerId } : {}),
  };
  return {
    cart: {
      ...cart,
      lines: cart.lines.filter((l) => l.id !== line.id),
      priceAdjustments: cart.priceAdjustments.filter((a) => a.itemId !== line.id),
    },
    list: { ...list, items: [...list.items, entry] },
  };
}

const STOCK_IDS = new Set(['INV700', 'INV406', 'INV701', 'INV409']);

export function moveSavedToCart(
  world: World,
  session: Session,
  cart: CartRecord,
  input: { saveForLaterId: string; itemIds: readonly string[] },
): { cart: CartRecord; list: SavedListRecord } | Failure {
  const list = ownedSavedList(world, session, input.saveForLaterId);
  if (isFailure(list)) return list;
  const entries = input.itemIds.map((id) => list.items.find((i) => i.itemId === id));
  if (entries.some((e) => e === undefined)) return failure('PLP400', 'This saved entry does not exist.');
  let next = cart;
  const moved = new Set<string>();
  const stockFailures: Failure[] = [];
  for (const entry of entries) {
    if (!entry) continue;
    const added = addItem(world, next, {
      productId: entry.productId,
      qty: entry.qty,
      recipeId: entry.recipeId,
      saveForLater: {
        saveForLaterId: list.id,
        itemId: entry.itemId,
        ...(session.consumerId ? { consumerId: session.consumerId } : {}),
      },
    });
    if (isFailure(added)) {
      if (!STOCK_IDS.has(added.errorId)) return added;
      stockFailures.push(added);
      continue;
    }
    next = added.cart;
    moved.add(entry.itemId);
  }
  if (moved.size === 0) return failure(entries.length === 1 ? 'ITEM_OOS' : 'ITEMS_OOS');
  const notice =
    stockFailures.length > 0
      ? [
          {
            code: 'GENERIC' as const,
            severity: 'warning' as const,
            message: 'Some saved items are out of stock and stayed in your list.',
          },
        ]
      : [];
  return {
    cart: { ...next, customerNotifications: [...next.customerNotifications, ...notice] },
    list: { ...list, items: list.items.filter((i) => !moved.has(i.itemId)) },
  };
}

/**
 * An entry removed from the session's list, written: an unknown list or entry is PLP400, another
 * shopper's list AUT498 (moving from one is PLP400, as if it did not exist).
 */
export async function removeSavedEntry(
  world: World,
  session: Session,
  input: { saveForLaterId: string; itemId: string },
): Promise<SavedListRecord | Failure> {
  const lists = savedLists(world);
  const list = lists.find(input.saveForLaterId);
  if (!list) return noSuchList();
  if (!ownsList(session, list, session.saveForLaterId)) return failure('AUT498');
  return (
    (await lists.removeEntry(list, input.itemId)) ?? failure('PLP400', 'This saved entry does not exist.')
  );
}
