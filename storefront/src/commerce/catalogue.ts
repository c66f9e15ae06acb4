import {
  FACET_ID_PATTERN as FACET_ID,
  FACET_VALUE_PATTERN as FACET_VALUE,
} from '../../../contracts/common/facet-filters';
import type { SearchSort } from '../../../contracts/entities/product-search';
import type { ResponseBodyOf } from '../../../contracts/registry/types';
import type { CommerceDeps } from './commerce-deps';

/*
 * The catalogue area of the commerce adapter: what features call instead of the API.
 * Sections: listing and search, type-ahead, category tree, product details. The product page adds its
 * own functions under "Product details".
 */

export type ProductSearchAnswer = ResponseBodyOf<'searchProducts'>;
export type AutoSuggestAnswer = ResponseBodyOf<'getAutoSuggestions'>;
export type CatalogAnswer = ResponseBodyOf<'getCatalog'>;
export type ProductDetails = ResponseBodyOf<'getProductDetails'>;

/** Selected facet values: facet id -> value ids (OR within a facet, AND across facets). */
export type FacetSelection = Readonly<Record<string, readonly string[]>>;

/** One listing or search page to fetch; either scope (category, text) may be absent. */
export interface ProductSearchRequest {
  readonly categoryId?: string;
  readonly q?: string;
  readonly filters: FacetSelection;
  readonly sort: SearchSort;
  readonly page: number;
  readonly pageSize: number;
}

/**
 * The `filters` query of searchProducts: facetId:value[,value] joined by `|`, facets in key order so the
 * same selection always makes the same call. Facets without a valid value are left out; undefined when empty.
 */
export function facetFiltersParam(selection: FacetSelection): string | undefined {
  const parts = Object.keys(selection)
    .filter((id) => FACET_ID.test(id))
    .sort()
    .flatMap((id) => {
      const values = [...new Set(selection[id] ?? [])].filter((v) => FACET_VALUE.test(v)).sort();
      return values.length ? [`${id}:${values.join(',')}`] : [];
    });
  return parts.length ? parts.join('|') : undefined;
}

export function catalogueCommerce(deps: CommerceDeps) {
  return {
    // ---- Listing and search -------------------------------------------------------------------------

    /** One page of a category listing or a text search, with facets (counts), sort options and the total. */
    searchProducts(request: ProductSearchRequest, signal?: AbortSignal): Promise<ProductSearchAnswer> {
      const q = request.q?.trim();
      const filters = facetFiltersParam(request.filters);
      return deps.call('searchProducts', {
        query: {
          ...(q ? { q } : {}),
          ...(request.categoryId ? { categoryId: request.categoryId } : {}),
          ...(filters ? { filters } : {}),
          sort: request.sort,
          page: request.page,
          pageSize: request.pageSize,
        },
        signal,
      });
    },

    // ---- Type-ahead ---------------------------------------------------------------------------------

    /** Suggested terms, categories and products for what the shopper is typing. */
    getAutoSuggestions(q: string, signal?: AbortSignal): Promise<AutoSuggestAnswer> {
      return deps.call('getAutoSuggestions', { query: { q: q.trim().slice(0, 100) }, signal });
    },

    // ---- Category tree ------------------------------------------------------------------------------

    /** The site's category tree (names and paths for headings and breadcrumbs). */
    getCatalog(signal?: AbortSignal): Promise<CatalogAnswer> {
      return deps.call('getCatalog', { signal });
    },

    // ---- Product details ----------------------------------------------------------------------------

    /** A product with its colours, sizes and variant availability; `color` preselects a colour. */
    getProductDetails(
      productId: string,
      options: { color?: string; signal?: AbortSignal } = {},
    ): Promise<ProductDetails> {
      return deps.call('getProductDetails', {
        params: { productId },
        query: { ...(options.color ? { color: options.color } : {}), includeInventory: true },
        signal: options.signal,
      });
    },
  };
}
