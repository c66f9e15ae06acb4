import type { AreaHandlers } from '../core/handler-types';
import { failure, isFailure } from '../domain/failure';
import { requireSession } from '../services/commerce/cart-access';
import {
  addToFavorites,
  favoritesOfSession,
  favoritesView,
  removeFavorite,
  sharedFavorites,
  shareFavorites,
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
    const list = await addToFavorites(world, session, body);
    return isFailure(list) ? list : { body: favoritesView(list) };
  },

  getSavedForLater: ({ world, accessToken, query }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const list = savedListOfSession(world, session);
    return list ? { body: savedView(list, query.start, query.count) } : noList();
  },

  getSharedFavorites: ({ world, params, headers }) => {
    const shared = sharedFavorites(world, params.favoriteId, headers['x-locale']);
    return isFailure(shared) ? shared : { body: shared };
  },

  shareFavorites: async ({ world, accessToken, params, headers, body }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const link = await shareFavorites(world, session, {
      favoriteId: params.favoriteId,
      locale: headers['x-locale'],
      recipients: body.recipients ?? [],
    });
    return isFailure(link) ? link : { body: link };
  },

  removeFavoriteItem: async ({ world, accessToken, params }) => {
    const session = requireSession(world, accessToken);
    if (isFailure(session)) return session;
    const next = await removeFavorite(world, session, params);
    return isFailure(next) ? next : { body: favoritesView(next) };
  },
} satisfies AreaHandlers;
