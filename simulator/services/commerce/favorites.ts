import type { Favorites } from '../../../contracts/entities/wishlist';
import type { SharedFavorites, ShareLink } from '../../../contracts/entities/wishlist-requests';
import type { World } from '../../core/world';
import type { FavoritesRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';
import { type Failure, failure } from '../../domain/failure';
import { mintSecret } from '../auth/secrets';
import { findProduct, findVariant } from '../catalogue/inventory';
import { firstNameOf } from './account-port';

/**
 * Favourites (spec 001 section 7 and docs/decisions.md): one list per shopper, created by the first add;
 * adding a product already there changes nothing; the share link has a stable token; only a shared list
 * can be read by others. Lists belong to the consumer, or before sign-in to the guest token.
 */

const SHARE_HOST = 'https://www.summitpeak.example';

export function ownsList(
  session: Session,
  list: Pick<FavoritesRecord, 'id' | 'owner'>,
  linkedId?: string,
): boolean {
  if (list.owner.consumerId) return list.owner.consumerId === session.consumerId;
  return list.owner.guestToken === session.token || linkedId === list.id;
}

export function findFavorites(world: World, id: string): FavoritesRecord | undefined {
  const record = world.db.commerce.favorites.findFirst((q) => q.where({ id }));
  return record ? structuredClone(record) : undefined;
}

/** The session's list: the one linked to the session, else the newest one the shopper owns. */
export function favoritesOfSession(world: World, session: Session): FavoritesRecord | undefined {
  const linked = session.favoriteId ? findFavorites(world, session.favoriteId) : undefined;
  if (linked && ownsList(session, linked, session.favoriteId)) return linked;
  const own = world.db.commerce.favorites.findMany((q) => q.where((l) => ownsList(session, l))).at(-1);
  return own ? structuredClone(own) : undefined;
}

export function favoritesView(list: FavoritesRecord, start = 0, count = list.items.length || 1): Favorites {
  return {
    favoriteId: list.id,
    total: list.items.length,
    items: list.items.slice(start, start + count),
    ...(list.shareToken ? { shareToken: list.shareToken } : {}),
  };
}

/** The favourites of an id, for the users area's token answer. */
export function favoritesOf(world: World, favoriteId: string): Favorites | undefined {
  const list = findFavorites(world, favoriteId);
  return list ? favoritesView(list) : undefined;
}

function isKnownProduct(world: World, id: string): boolean {
  return findVariant(world, id) !== undefined || findProduct(world, id) !== undefined;
}

export function addToFavorites(
  world: World,
  session: Session,
  input: { id: string; favoriteId?: string | undefined },
): FavoritesRecord | Failure {
  if (!isKnownProduct(world, input.id)) return failure('PLP400');
  let list: FavoritesRecord | undefined;
  if (input.favoriteId) {
    list = findFavorites(world, input.favoriteId);
    if (!list || !ownsList(session, list, session.favoriteId))
      return failure('API404', 'This favourites list does not exist.');
  } else {
    list = favoritesOfSession(world, session);
  }
  const base: FavoritesRecord = list ?? {
    id: world.ids.next('fav'),
    owner: session.consumerId ? { consumerId: session.consumerId } : { guestToken: session.token },
    items: [],
  };
  if (base.items.some((i) => i.id === input.id)) return base;
  const item = {
    id: input.id,
    itemId: world.ids.next('fi'),
    itemType: 'product' as const,
    qty: 1,
    addedAt: world.clock.now().toISOString(),
  };
  return { ...base, items: [...base.items, item] };
}

export async function shareLinkOf(
  world: World,
  list: FavoritesRecord,
  locale: string,
  recipients: readonly string[],
): Promise<{
  list: FavoritesRecord;
  link: ShareLink;
}> {
  const shareToken = list.shareToken ?? (await mintSecret(world, 'sh'));
  const sharedAt = list.sharedAt ?? world.clock.now().toISOString();
  const next = { ...list, shareToken, sharedAt };
  return {
    list: next,
    link: {
      favoriteId: list.id,
      shareToken,
      shareUrl: `${SHARE_HOST}/${locale}/favorites/shared/${list.id}?token=${shareToken}`,
      sentTo: [...recipients],
      createdAt: sharedAt,
    },
  };
}

export function sharedView(world: World, list: FavoritesRecord, locale: string): SharedFavorites | Failure {
  if (!list.shareToken) return failure('API404', 'This favourites list has not been shared.');
  const owner = firstNameOf(world, list.owner.consumerId);
  return {
    ...favoritesView(list),
    shareToken: list.shareToken,
    shareUrl: `${SHARE_HOST}/${locale}/favorites/shared/${list.id}?token=${list.shareToken}`,
    ...(owner ? { ownerFirstName: owner.slice(0, 30) } : {}),
  };
}

export async function saveFavorites(world: World, list: FavoritesRecord): Promise<void> {
  const store = world.db.commerce.favorites;
  if (!store.findFirst((q) => q.where({ id: list.id }))) {
    await store.create(structuredClone(list));
    return;
  }
  await store.update((q) => q.where({ id: list.id }), {
    data(draft) {
      Object.assign(draft, structuredClone(list));
    },
  });
}
