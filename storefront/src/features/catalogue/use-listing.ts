import type { ProductSearchRequest } from '../../commerce/catalogue';
import { useSiteConfig } from '../../config/site-config-provider';
import { useListingState } from './use-listing-state';
import { useProductSearch } from './use-product-search';

export interface ListingScope {
  readonly categoryId?: string;
  readonly q?: string;
}

/** A listing page's URL state and its results: page size from the site's productsPerPage. */
export function useListing(scope: ListingScope, options: { enabled?: boolean } = {}) {
  const [state, setState] = useListingState();
  const pageSize = useSiteConfig().settings.productsPerPage;
  const request: ProductSearchRequest = {
    ...scope,
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    pageSize,
  };
  const search = useProductSearch(request, options);
  return { state, setState, search, pageSize };
}

export type Listing = ReturnType<typeof useListing>;
