import { recognisePage } from '../../../../contracts/common/page-urls';
import { DEFAULT_SORT, hasFilters, type ListingState, parseListingQuery } from './listing-query';

/** The listing a link opens: a category's or the search page's, in the state the page reads from the URL. */
export interface LinkedListing {
  readonly page: 'category' | 'search';
  readonly categoryId?: string;
  readonly state: ListingState;
}

/**
 * Whether the search page lists products for a state: for a text, and without one for filters or a sort
 * (the whole assortment, as productSearch lists it with neither q nor categoryId). With none of them the
 * page asks what to look for.
 */
export const searchListsProducts = (state: ListingState): boolean =>
  state.q.length > 0 || hasFilters(state) || state.sort !== DEFAULT_SORT;

/**
 * The listing a site link (`/en-us/c/men-1000?filters=sale:true`) opens, read as the category and search
 * pages read their URL; undefined for a link to any other page, or to a search page that lists nothing.
 */
export function listingOfLink(href: string): LinkedListing | undefined {
  const url = new URL(href, 'http://storefront.local');
  const page = recognisePage(url.pathname);
  const state = parseListingQuery(url.searchParams);
  if (page.type === 'category') return { page: 'category', categoryId: page.categoryId, state };
  if (page.type === 'search' && searchListsProducts(state)) return { page: 'search', state };
  return undefined;
}
