import { favoriteId, isoDateTime } from '../common/ids';
import { z } from '../zod';
import { productOrSku } from './product-ids';
import { favorites } from './wishlist';

/** POST /wishlists/v2/favorites: add with id, qty 1, itemType product, favoriteId (spec 001 section 7). */
export const addFavoriteRequest = z
  .object({
    id: productOrSku,
    qty: z.literal(1).default(1).openapi({ description: 'A favourite is always one unit.' }),
    itemType: z.literal('product').default('product'),
    favoriteId: favoriteId.optional().openapi({
      description: "The shopper's list; omitted when they have none yet, and the server creates one.",
    }),
  })
  .openapi('AddFavoriteRequest');

/** POST /wishlists/v2/favorites/{favoriteId}/share body (not shown): optional recipients to e-mail the link to. */
export const shareFavoritesRequest = z
  .object({
    recipients: z.array(z.email().max(254)).max(10).optional(),
    message: z.string().trim().max(500).optional(),
  })
  .openapi('ShareFavoritesRequest');

export const shareLink = z
  .object({
    favoriteId,
    shareToken: z.string().min(16).max(128),
    shareUrl: z
      .url()
      .openapi({ example: 'https://www.example.com/en-us/favorites/shared/fav-1?token=5c1d...' }),
    sentTo: z
      .array(z.email())
      .openapi({ description: 'Recipients the link was e-mailed to (empty when none).' }),
    createdAt: isoDateTime,
  })
  .openapi('FavoritesShareLink');

/** GET /wishlists/v2/favorites/{favoriteId}/share: the read-only view a share link opens. */
export const sharedFavorites = favorites
  .extend({
    shareToken: z.string().min(16).max(128),
    shareUrl: z.url(),
    ownerFirstName: z
      .string()
      .max(30)
      .optional()
      .openapi({ description: 'Shown as "{name}\'s favourites".' }),
  })
  .openapi('SharedFavorites');

export type AddFavoriteRequest = z.infer<typeof addFavoriteRequest>;
export type ShareFavoritesRequest = z.infer<typeof shareFavoritesRequest>;
export type ShareLink = z.infer<typeof shareLink>;
export type SharedFavorites = z.infer<typeof sharedFavorites>;
