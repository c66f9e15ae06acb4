import {
  FACET_ID_PATTERN as FACET_ID,
  FACET_VALUE_PATTERN as FACET_VALUE,
  parseFacetFilters,
} from '../../../../contracts/common/facet-filters';
import type { SearchSort } from '../../../../contracts/entities/product-search';
import type { FacetSelection } from '../../commerce/catalogue';

/**
 * The state of a listing (category or search page) as it lives in the URL query, so back, forward and
 * shared links work: ?q=boots&color=black&color=red&size=M&sort=price-low-high&page=2.
 * Facet filters are the keys that are not reserved; a facet with several values repeats its key.
 * Links written in the API's own terms (content links such as /c/men-1000?filters=sale:true&sort=topRated)
 * are read too: `filters` in the productSearch syntax and the contract's sort ids.
 */
export interface ListingState {
  /** The search text (search page only); '' when none. */
  readonly q: string;
  readonly filters: FacetSelection;
  readonly sort: SearchSort;
  readonly page: number;
}

export const DEFAULT_SORT: SearchSort = 'bestMatches';

/** Readable sort names in the URL; the default sort is left out of it. */
const SORT_IN_URL: Readonly<Record<SearchSort, string>> = {
  bestMatches: 'best-matches',
  newest: 'newest',
  priceLowToHigh: 'price-low-high',
  priceHighToLow: 'price-high-low',
  topRated: 'top-rated',
};
const SORT_FROM_URL = new Map<string, SearchSort>([
  ...(Object.entries(SORT_IN_URL) as [SearchSort, string][]).map(([sort, name]) => [name, sort] as const),
  // The contract's own ids (the record's keys, complete by its type; no Zod value enters the bundle).
  ...(Object.keys(SORT_IN_URL) as SearchSort[]).map((sort) => [sort, sort] as const),
]);
export const SORTS = Object.keys(SORT_IN_URL) as SearchSort[];

/** `filters` carries the API's facet filters syntax (contracts/common/facet-filters.ts). */
const FILTERS_PARAM = 'filters';
const RESERVED = new Set(['q', 'sort', 'page', FILTERS_PARAM]);
const MAX_PAGE = 10_000;
const MAX_Q = 200;

export const EMPTY_LISTING: ListingState = { q: '', filters: {}, sort: DEFAULT_SORT, page: 1 };

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** URL query -> listing state. Invalid values are dropped (bad page -> 1, unknown sort -> default). */
export function parseListingQuery(params: URLSearchParams): ListingState {
  const filters: Record<string, string[]> = {};
  const add = (key: string, value: string) => {
    if (RESERVED.has(key) || !FACET_ID.test(key)) return;
    const v = value.trim();
    if (!FACET_VALUE.test(v)) return;
    const values = filters[key] ?? [];
    if (!values.includes(v)) values.push(v);
    filters[key] = values;
  };
  for (const [key, value] of params) add(key, value);
  for (const [key, values] of Object.entries(parseFacetFilters(params.get(FILTERS_PARAM)))) {
    for (const value of values) add(key, value);
  }
  for (const values of Object.values(filters)) values.sort();
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    filters,
    sort: SORT_FROM_URL.get(params.get('sort') ?? '') ?? DEFAULT_SORT,
    page: parsePage(params.get('page')),
  };
}

/** Listing state -> URL query in a stable order: q, facets (by id, values sorted), sort, page; defaults left out. */
export function listingQueryParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q.slice(0, MAX_Q));
  for (const id of Object.keys(state.filters).sort()) {
    if (RESERVED.has(id) || !FACET_ID.test(id)) continue;
    const values = [...new Set(state.filters[id] ?? [])].filter((v) => FACET_VALUE.test(v)).sort();
    for (const v of values) params.append(id, v);
  }
  if (state.sort !== DEFAULT_SORT && SORT_IN_URL[state.sort]) params.set('sort', SORT_IN_URL[state.sort]);
  if (Number.isInteger(state.page) && state.page > 1 && state.page <= MAX_PAGE) {
    params.set('page', String(state.page));
  }
  return params;
}

/** `?…` for a link (empty string when the state is all defaults). */
export function listingSearch(state: ListingState): string {
  const query = listingQueryParams(state).toString();
  return query ? `?${query}` : '';
}

// ---- Transitions: a filter or sort change goes back to page 1 ---------------------------------------

export function toggleFilter(state: ListingState, facetId: string, valueId: string): ListingState {
  const current = state.filters[facetId] ?? [];
  const values = current.includes(valueId) ? current.filter((v) => v !== valueId) : [...current, valueId];
  const filters: Record<string, readonly string[]> = { ...state.filters, [facetId]: values };
  if (values.length === 0) delete filters[facetId];
  return { ...state, filters, page: 1 };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: {}, page: 1 };
}

export function withSort(state: ListingState, sort: SearchSort): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export const isFilterSelected = (state: ListingState, facetId: string, valueId: string): boolean =>
  state.filters[facetId]?.includes(valueId) ?? false;

export const hasFilters = (state: ListingState): boolean =>
  Object.values(state.filters).some((values) => values.length > 0);
