import '../../api/account-operations';
import { CATALOGUE_PRODUCT_ID_PATTERN } from '../../../../contracts/common/patterns';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

/** A variant a favourite can move to the cart as, with its size's label. */
export interface CartChoice {
  readonly sku: string;
  readonly size: string;
}

/** A colour product id is the 8-character style id and the colour code. */
const STYLE_LENGTH = 8;

/** The read-only favourites a share link opens (getSharedFavorites' answer). */
export type SharedFavorites = ResponseBodyOf<'getSharedFavorites'>;

/**
 * Sharing the favourites (spec 001 section 7): the owner makes the link, anyone with it reads the list.
 * A share failure only logs (spec 000 section 8: favourite failures return an error flag), so `share`
 * answers null; a shared list that is unknown or no longer shared rejects with its ApiError (API404).
 */
export function listsCommerce(deps: CommerceDeps, log: (error: unknown) => void = console.warn) {
  return {
    /** The share link's path on this shop (the server's link names its own host). */
    async share(favoriteId: string): Promise<string | null> {
      try {
        const link = await deps.call(
          'shareFavorites',
          { params: { favoriteId }, body: {} },
          { audience: 'shopper' },
        );
        const url = new URL(link.shareUrl);
        return `${url.pathname}${url.search}`;
      } catch (error) {
        log(error);
        return null;
      }
    },
    /**
     * The sizes a favourite can move to the cart in: the variants of its colour (a colour product id names
     * one; a style takes its first colour that ships) that ship, with their size labels. A favourite that is a
     * variant already is its only choice.
     */
    async cartChoicesOf(favorite: string): Promise<readonly CartChoice[]> {
      if (!CATALOGUE_PRODUCT_ID_PATTERN.test(favorite)) return [{ sku: favorite, size: '' }];
      const product = await deps.call('getProductDetails', {
        params: { productId: favorite },
        query: { includeInventory: true },
      });
      const ships = product.variants.filter(
        (v) => v.availability === 'inStock' || v.availability === 'lowStock',
      );
      const color = favorite.length > STYLE_LENGTH ? favorite.slice(STYLE_LENGTH) : ships[0]?.color;
      const sizes = product.attributes.find((a) => a.code === 'size')?.options ?? [];
      return ships
        .filter((v) => v.color === color)
        .map((v) => ({ sku: v.sku, size: sizes.find((o) => o.value === v.size)?.label ?? v.size }));
    },
    shared(favoriteId: string): Promise<SharedFavorites> {
      return deps.call('getSharedFavorites', { params: { favoriteId } });
    },
  };
}

export type ListsCommerce = ReturnType<typeof listsCommerce>;

/** The favourites-sharing area of the adapter the UI holds: `listsCommerceOf(useCommerce())`. */
export const listsCommerceOf = (commerce: Pick<Commerce, 'deps'>): ListsCommerce =>
  listsCommerce(commerce.deps);
