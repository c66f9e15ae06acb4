import { sessionCallHeaders } from '../common/headers';
import { favoriteId } from '../common/ids';
import { startCountQuery } from '../common/pagination';
import { favorites, savedForLater } from '../entities/wishlist';
import {
  addFavoriteRequest,
  sharedFavorites,
  shareFavoritesRequest,
  shareLink,
} from '../entities/wishlist-requests';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

export const wishlistsOperations = defineOperations('wishlists', {
  getFavorites: {
    method: 'get',
    path: '/wishlists/v2/favorites',
    summary: "The shopper's favourites, one page",
    description: 'Without a token: AUT401. No list for this session: API404.',
    request: { query: startCountQuery, headers: sessionCallHeaders },
    response: { status: 200, description: 'The favourites page.', body: favorites },
    errorIds: ['AUT401', 'API404'],
    notShown:
      'Response is the Favorites entity with `total` over all pages and `items` of the requested page.',
  },
  addFavorite: {
    method: 'post',
    path: '/wishlists/v2/favorites',
    summary: 'Add a product to the favourites',
    description: 'Without a token: AUT401. Unknown product: PLP400. Unknown favoriteId: API404.',
    request: { body: addFavoriteRequest, headers: sessionCallHeaders },
    response: { status: 200, description: 'The updated favourites.', body: favorites },
    errorIds: ['AUT401', 'PLP400', 'API404'],
    notShown:
      'Response not shown: the updated Favorites. favoriteId may be omitted when the shopper has no list yet; ' +
      'adding a product already in the list leaves it unchanged.',
  },
  getSavedForLater: {
    method: 'get',
    path: '/wishlists/v2/saveForLater',
    summary: "The shopper's saved-for-later items, one page",
    description: 'Without a token: AUT401. No list for this session: API404.',
    request: { query: startCountQuery, headers: sessionCallHeaders },
    response: { status: 200, description: 'The saved-for-later page.', body: savedForLater },
    errorIds: ['AUT401', 'API404'],
    notShown: 'Query not shown: start and count paging as favourites use it.',
  },
  getSharedFavorites: {
    method: 'get',
    path: '/wishlists/v2/favorites/{favoriteId}/share',
    summary: 'Read-only view of a shared favourites list',
    description: 'List unknown or never shared: API404.',
    request: { params: z.object({ favoriteId }), headers: sessionCallHeaders },
    response: {
      status: 200,
      description: 'The shared list with its share token and URL.',
      body: sharedFavorites,
    },
    errorIds: ['API404'],
    notShown:
      'Response not shown: the Favorites plus shareToken, shareUrl and the owner first name; anyone with the ' +
      'link may read it once shared.',
  },
  shareFavorites: {
    method: 'post',
    path: '/wishlists/v2/favorites/{favoriteId}/share',
    summary: 'Create (or return) the share link of the favourites, optionally e-mailing it',
    description: "Without a token: AUT401. Not the caller's list or unknown: API404.",
    request: { params: z.object({ favoriteId }), body: shareFavoritesRequest, headers: sessionCallHeaders },
    response: { status: 201, description: 'The share link.', body: shareLink },
    errorIds: ['AUT401', 'API404'],
    notShown:
      'Body and response not shown: optional recipients (up to 10 e-mails) and message, {} to only make the link; ' +
      'answers shareToken, shareUrl and sentTo. Sharing again returns the same token.',
  },
  removeFavoriteItem: {
    method: 'delete',
    path: '/wishlists/v2/favorites/{favoriteId}/items/{itemId}',
    summary: 'Remove one entry from the favourites',
    description: 'Without a token: AUT401. Unknown list or entry: API404.',
    request: {
      params: z.object({ favoriteId, itemId: z.string().min(1).max(64) }),
      headers: sessionCallHeaders,
    },
    response: { status: 200, description: 'The updated favourites.', body: favorites },
    errorIds: ['AUT401', 'API404'],
    notShown: 'Response not shown: the updated Favorites.',
  },
});
