import type { ResponseBodyOf } from '../../../contracts/registry/types';
import type { CommerceDeps } from './commerce-deps';

export type Favorites = ResponseBodyOf<'getFavorites'>;
export type SavedForLater = ResponseBodyOf<'getSavedForLater'>;

/** A favourites answer: spec 000 section 8 says favourite failures return an error flag and only log. */
export type FavoritesResult = { readonly ok: true; readonly favorites: Favorites } | { readonly ok: false };

/** What a saved entry shows besides its ids (the saved list holds only ids and quantity). */
export interface SavedItemProduct {
  readonly name: string;
  readonly pdpUrl: string;
  readonly imageUrl: string | undefined;
}

export interface PageRequest {
  readonly start?: number;
  readonly count: number;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'errorId' in error && error.errorId === 'API404';

/** The wishlists area of the commerce adapter: saved-for-later pages and favourites. */
export function wishlistsCommerce(deps: CommerceDeps, log: (error: unknown) => void = console.warn) {
  async function favoritesCall(run: () => Promise<Favorites>): Promise<FavoritesResult> {
    try {
      const favorites = await run();
      deps.session.set((s) => ({ ...s, favoriteId: favorites.favoriteId }));
      return { ok: true, favorites };
    } catch (error) {
      log(error);
      return { ok: false };
    }
  }

  return {
    /** One page of the saved-for-later list; an empty list when the shopper has none yet (API404). */
    async getSavedForLater(page: PageRequest): Promise<SavedForLater | null> {
      try {
        const list = await deps.call('getSavedForLater', {
          query: { start: page.start ?? 0, count: page.count },
        });
        deps.session.set((s) => ({ ...s, saveForLaterId: list.saveForLaterId }));
        return list;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    /** Name, link and image of a saved entry's product; null when the catalogue no longer has it. */
    async savedItemProduct(productId: string): Promise<SavedItemProduct | null> {
      try {
        const product = await deps.call('getProductDetails', {
          params: { productId },
          query: { includeInventory: false },
        });
        return { name: product.name, pdpUrl: product.pdpUrl, imageUrl: product.images[0]?.url };
      } catch (error) {
        log(error);
        return null;
      }
    },
    getFavorites(page: PageRequest): Promise<FavoritesResult> {
      return favoritesCall(() =>
        deps.call('getFavorites', { query: { start: page.start ?? 0, count: page.count } }),
      );
    },
    addFavorite(productId: string): Promise<FavoritesResult> {
      const { favoriteId } = deps.session.get();
      return favoritesCall(() =>
        deps.call('addFavorite', { body: { id: productId, ...(favoriteId ? { favoriteId } : {}) } }),
      );
    },
    async removeFavoriteItem(itemId: string): Promise<FavoritesResult> {
      const { favoriteId } = deps.session.get();
      if (!favoriteId) return { ok: false };
      return favoritesCall(() => deps.call('removeFavoriteItem', { params: { favoriteId, itemId } }));
    },
  };
}
