import { consumerId, favoriteId, itemId, productId, saveForLaterId } from '../common/ids';
import { z } from '../zod';

/** A favourites entry: `id` is the product or variant id, `itemId` the entry's own id. */
export const favoriteItem = z.object({
  id: productId,
  itemId: z.string().min(1),
  itemType: z.literal('product').default('product'),
  qty: z.number().int().min(1).default(1),
  addedAt: z.iso.datetime({ offset: true }).optional(),
});

export const favorites = z
  .object({
    favoriteId,
    total: z.number().int().min(0),
    items: z.array(favoriteItem),
    shareToken: z.string().optional(),
  })
  .openapi('Favorites');

export const savedForLaterItem = z.object({
  itemId,
  productId,
  masterId: z.string().optional(),
  qty: z.number().int().min(1),
  recipeId: z.string().optional().openapi({ description: 'Customised items carry their recipe.' }),
  saveForLaterId: saveForLaterId.optional(),
  consumerId: consumerId.optional(),
});

export const savedForLater = z
  .object({ saveForLaterId, total: z.number().int().min(0).optional(), items: z.array(savedForLaterItem) })
  .openapi('SavedForLater');

export type Favorites = z.infer<typeof favorites>;
export type SavedForLater = z.infer<typeof savedForLater>;
