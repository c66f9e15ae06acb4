import type { Favorites } from '../../../contracts/entities/wishlist';
import type { SharedFavorites, ShareLink } from '../../../contracts/entities/wishlist-requests';
import type { World } from '../../core/world';
import type { FavoritesRecord } from '../../db/commerce-records';
import type { Session } from '../../domain/auth/session';
import { type Failure, failure, isFailure } from '../../domain/failure';
import { mintSecret } from '../auth/secrets';
import { updateSession } from '../auth/session-service';
import { findProduct, findVariant } from '../catalogue/inventory';
import { firstNameOf } from './account-port';
import { favoriteLists } from './owned-lists';

/**
 * Favourites (spec 001 section 7 and docs/decisions.md): one list per shopper, created by the first add;
 * adding a product already there changes nothing; the share link has a stable token; only a shared list
 * can be read by others. Lists belong to the consumer, or before sign-in to the guest token.
 */

const SHARE_HOST = 'https://www.summitpeak.example';

export function favoritesView(list: FavoritesRecord, start = 0, count = list.items.length || 1): Favorites {
  return {
    favoriteId: list.id,
    total: list.items.length,
    items: list.items.slice(start, start + count),
    ...(list.shareToken ? { shareToken: list.shareToken } : {}),
  };
}

/** The session's list: the one linked to the session, else the newest one the shopper owns. */
export function favoritesOfSession(world: World, session: Session): FavoritesRecord | undefined {
  return favoriteLists(world).ofSession(session);
}

/** The favourites of an id, for the users area's token answer. */
export function favoritesOf(world: World, favoriteId: string): Favorites | undefined {
  const list = favoriteLists(world).find(favoriteId);
  return list ? favoritesView(list) : undefined;
}

const noSuchList = () => failure('API404', 'This favourites list does not exist.');

function isKnownProduct(world: World, id: string): boolean {
  return findVariant(world, id) !== undefined || findProduct(world, id) !== undefined;
}

/** A product added to the shopper's list (created by the first add; a product already there changes nothing). */
function withFavorite(
  world: World,
  session: Session,
  input: { id: string; favoriteId?: string | undefined },
): FavoritesRecord | Failure {
  if (!isKnownProduct(world, input.id)) return failure('PLP400');
  const lists = favoriteLists(world);
  let list: FavoritesRecord | undefined;
  if (input.favoriteId) {
    list = lists.owned(session, input.favoriteId);
    if (!list) return noSuchList();
  } else {
    list = lists.ofSession(session);
  }
  const base = list ?? lists.fresh(session);
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

/** Adding a favourite: the list written, and linked to the session. */
export async function addToFavorites(
  world: World,
  session: Session,
  input: { id: string; favoriteId?: string | undefined },
): Promise<FavoritesRecord | Failure> {
  const list = withFavorite(world, session, input);
  if (isFailure(list)) return list;
  await favoriteLists(world).save(list);
  if (session.favoriteId !== list.id) await updateSession(world, session.token, { favoriteId: list.id });
  return list;
}

/** Sharing the session's own list: its share token (minted once) and the link, written. */
export async function shareFavorites(
  world: World,
  session: Session,
  input: { favoriteId: string; locale: string; recipients: readonly string[] },
): Promise<ShareLink | Failure> {
  const lists = favoriteLists(world);
  const list = lists.owned(session, input.favoriteId);
  if (!list) return noSuchList();
  const shareToken = list.shareToken ?? (await mintSecret(world, 'sh'));
  const sharedAt = list.sharedAt ?? world.clock.now().toISOString();
  await lists.save({ ...list, shareToken, sharedAt });
  return {
    favoriteId: list.id,
    shareToken,
    shareUrl: `${SHARE_HOST}/${input.locale}/favorites/shared/${list.id}?token=${shareToken}`,
    sentTo: [...input.recipients],
    createdAt: sharedAt,
  };
}

/** A shared list as anyone with its id reads it (a list never shared is not found). */
export function sharedFavorites(world: World, favoriteId: string, locale: string): SharedFavorites | Failure {
  const list = favoriteLists(world).find(favoriteId);
  if (!list) return noSuchList();
  if (!list.shareToken) return failure('API404', 'This favourites list has not been shared.');
  const owner = firstNameOf(world, list.owner.consumerId);
  return {
    ...favoritesView(list),
    shareToken: list.shareToken,
    shareUrl: `${SHARE_HOST}/${locale}/favorites/shared/${list.id}?token=${list.shareToken}`,
    ...(owner ? { ownerFirstName: owner.slice(0, 30) } : {}),
  };
}

/** An entry removed from the session's own list, written. */
export async function removeFavorite(
  world: World,
  session: Session,
  input: { favoriteId: string; itemId: string },
): Promise<FavoritesRecord | Failure> {
  const lists = favoriteLists(world);
  const list = lists.owned(session, input.favoriteId);
  if (!list) return noSuchList();
  return (await lists.removeEntry(list, input.itemId)) ?? failure('API404', 'This entry is not in the list.');
}
