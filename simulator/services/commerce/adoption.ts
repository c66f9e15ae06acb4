import type { World } from '../../core/world';
import type { CartRecord, FavoritesRecord, SavedListRecord } from '../../db/commerce-records';
import { deleteCart, readCart, writeCart } from '../../db/commerce-store';
import { mergeCarts } from '../../domain/commerce/cart-merge';
import { favoriteLists, type OwnedLists, savedLists } from './owned-lists';

/**
 * Sign-in adopts what the guest had (spec 000 section 4, step 4): the guest cart, favourites and saved
 * items become the consumer's. When the consumer already has a cart, the guest lines merge into it: a line
 * of the same sku, design and delivery adds its quantity (capped at the line's max), others are appended,
 * coupons are kept once, and the cart carries a CART_ITEMS_MERGED notification. Lists merge the same way.
 * Objects owned by another consumer are never taken.
 */
interface GuestObjects {
  readonly basketId?: string | undefined;
  readonly favoriteId?: string | undefined;
  readonly saveForLaterId?: string | undefined;
}

interface Adopted {
  basketId?: string;
  favoriteId?: string;
  saveForLaterId?: string;
  merged: boolean;
}

const isGuestOwned = (owner: { consumerId?: string | undefined }) => owner.consumerId === undefined;

function consumerCartOf(world: World, consumerId: string, except?: string): CartRecord | undefined {
  return world.db.commerce.carts.filter((c) => c.owner.consumerId === consumerId && c.id !== except).at(-1);
}

async function adoptCart(world: World, basketId: string | undefined, consumerId: string) {
  const guest = basketId ? readCart(world.db.commerce, basketId) : undefined;
  const own = consumerCartOf(world, consumerId, guest?.id);
  if (!guest || (!isGuestOwned(guest.owner) && guest.owner.consumerId !== consumerId)) {
    return { id: own?.id, merged: false };
  }
  if (guest.owner.consumerId === consumerId || !own) {
    await writeCart(world.db.commerce, { ...guest, owner: { consumerId } });
    return { id: guest.id, merged: false };
  }
  if (guest.lines.length === 0) {
    deleteCart(world.db.commerce, guest.id);
    return { id: own.id, merged: false };
  }
  await writeCart(world.db.commerce, mergeCarts(own, guest));
  deleteCart(world.db.commerce, guest.id);
  return { id: own.id, merged: true };
}

async function adoptList<L extends FavoritesRecord | SavedListRecord>(
  lists: OwnedLists<L>,
  listId: string | undefined,
  consumerId: string,
): Promise<string | undefined> {
  const guest = listId ? lists.find(listId) : undefined;
  const own = lists.newestOf(consumerId, listId);
  if (!guest || (!isGuestOwned(guest.owner) && guest.owner.consumerId !== consumerId)) return own?.id;
  if (guest.owner.consumerId === consumerId || !own) {
    await lists.save({ ...guest, owner: { consumerId } });
    return guest.id;
  }
  const known = new Set(own.items.map((i) => lists.entryKey(i)));
  const extra = guest.items.filter((i) => !known.has(lists.entryKey(i)));
  await lists.save({ ...own, items: [...own.items, ...extra] } as L);
  lists.remove(guest.id);
  return own.id;
}

export async function adoptGuestObjects(
  world: World,
  input: { guest: GuestObjects; consumerId: string },
): Promise<Adopted> {
  const { guest, consumerId } = input;
  const cart = await adoptCart(world, guest.basketId, consumerId);
  const favoriteId = await adoptList(favoriteLists(world), guest.favoriteId, consumerId);
  const saveForLaterId = await adoptList(savedLists(world), guest.saveForLaterId, consumerId);
  return {
    ...(cart.id ? { basketId: cart.id } : {}),
    ...(favoriteId ? { favoriteId } : {}),
    ...(saveForLaterId ? { saveForLaterId } : {}),
    merged: cart.merged,
  };
}
