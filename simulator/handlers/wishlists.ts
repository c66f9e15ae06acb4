import type { AreaHandlers } from '../core/handler-types';
import { failure, isFailure } from '../domain/failure';
import { updateSession } from '../services/auth/session-service';
import { requireSession } from '../services/commerce/cart-access';
import {
  addToFavorites,
  favoritesOfSession,
  favoritesView,
  findFavorites,
  ownsList,
  saveFavorites,
  sharedView,
  shareLinkOf,
} from '../services/commerce/favorites';
import { savedListOfSession, savedView } from '../services/commerce/saved-for-later';

const noList = () => failure('API404', 'This shopper has no list yet.');

/** Every operation of contracts/operations/wishlists.ts: favourites with sharing, and saved for later. */
export const wishlistsHandlers = {
  getFavorites: ({ world, accessToken, query }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const list = favoritesOfSession(world, session);
    return list ? { body: favoritesView(list, query.start, query.count) } : noList();
  },

  addFavorite: async ({ world, accessToken, body }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const list = addToFavorites(world, session, body);
    if (isFailure(list)) return list;
    await saveFavorites(world, list);
    if (session.favoriteId !== list.id) await updateSession(world, session.token, { favoriteId: list.id });
    return { body: favoritesView(list) };
  },

  getSavedForLater: ({ world, accessToken, query }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const list = savedListOfSession(world, session);
    return list ? { body: savedView(list, query.start, query.count) } : noList();
  },

  getSharedFavorites: ({ world, params, headers }) => {
    const list = findFavorites(world, params.favoriteId);
    if (!list) return failure('API404', 'This favourites list does not exist.');
    const shared = sharedView(world, list, headers['x-locale']);
    return isFailure(shared) ? shared : { body: shared };
  },

  shareFavorites: async ({ world, accessToken, params, headers, body }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const list = findFavorites(world, params.favoriteId);
    if (!list || !ownsList(session, list, session.favoriteId))
      return failure('API404', 'This favourites list does not exist.');
    const shared = await shareLinkOf(world, list, headers['x-locale'], body.recipients ?? []);
    await saveFavorites(world, shared.list);
    return { body: shared.link };
  },

  removeFavoriteItem: async ({ world, accessToken, params }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const list = findFavorites(world, params.favoriteId);
    if (!list || !ownsList(session, list, session.favoriteId))
      return failure('API404', 'This favourites list does not exist.');
    if (!list.items.some((i) => i.itemId === params.itemId))
      return failure('API404', 'This entry is not in the list.');
    const next = { ...list, items: list.items.filter((i) => i.itemId !== params.itemId) };
    await saveFavorites(world, next);
    return { body: favoritesView(next) };
  },
} satisfies AreaHandlers;
