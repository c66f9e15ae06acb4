import { describe, expect, it } from 'vitest';
import { facetFiltersParam } from '../../commerce/catalogue';
import {
  clearFilters,
  EMPTY_LISTING,
  type ListingState,
  listingQueryParams,
  listingSearch,
  parseListingQuery,
  toggleFilter,
  withPage,
  withSort,
} from './listing-query';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('listing query', () => {
  it('reads filters, sort, page and q', () => {
    expect(parse('q=boots&color=black&size=10&color=red&sort=price-low-high&page=2')).toEqual({
      q: 'boots',
      filters: { color: ['black', 'red'], size: ['10'] },
      sort: 'priceLowToHigh',
      page: 2,
    });
  });

  it("reads a link written in the API's terms: filters=facet:values|... and the contract's sort ids", () => {
    expect(parse('filters=sale:true&sort=topRated')).toEqual({
      ...EMPTY_LISTING,
      filters: { sale: ['true'] },
      sort: 'topRated',
    });
    // Merged with the readable form; written back in the readable form only.
    const state = parse('filters=color:red,black|size:M&color=blue&sort=newest');
    expect(state.filters).toEqual({ color: ['black', 'blue', 'red'], size: ['M'] });
    expect(listingSearch(state)).toBe('?color=black&color=blue&color=red&size=M&sort=newest');
    // Text that breaks the syntax applies nothing.
    expect(parse('filters=sale').filters).toEqual({});
    expect(parse('filters=sale:a:b').filters).toEqual({});
  });

  it('round-trips a state through the URL, in a stable order', () => {
    const state: ListingState = {
      q: 'down jacket',
      filters: { size: ['M', 'L'], color: ['red', 'black'] },
      sort: 'topRated',
      page: 3,
    };
    const search = listingQueryParams(state).toString();
    expect(search).toBe('q=down+jacket&color=black&color=red&size=L&size=M&sort=top-rated&page=3');
    expect(parse(search)).toEqual({ ...state, filters: { color: ['black', 'red'], size: ['L', 'M'] } });
    // The same selection written in another order gives the same URL.
    expect(
      listingQueryParams(
        parse('size=M&color=red&size=L&color=black&page=3&sort=top-rated&q=down jacket'),
      ).toString(),
    ).toBe(search);
  });

  it('leaves defaults out: page 1, best matches, no filters', () => {
    expect(listingSearch(EMPTY_LISTING)).toBe('');
    expect(listingSearch({ ...EMPTY_LISTING, page: 1, sort: 'bestMatches' })).toBe('');
    expect(listingSearch({ ...EMPTY_LISTING, page: 2 })).toBe('?page=2');
  });

  it('drops invalid values', () => {
    expect(parse('page=0')).toEqual(EMPTY_LISTING);
    expect(parse('page=-3&sort=cheapest')).toEqual(EMPTY_LISTING);
    expect(parse('page=2.5')).toEqual(EMPTY_LISTING);
    expect(parse('page=abc')).toEqual(EMPTY_LISTING);
    expect(parse('page=99999999')).toEqual(EMPTY_LISTING);
    // Separators of the API's filter syntax, empty values, bad facet ids, duplicates.
    expect(parse('color=a:b&color=a|b&color=a,b&color=&9bad=x&color=red&color=red').filters).toEqual({
      color: ['red'],
    });
    expect(parse(`color=${'x'.repeat(61)}`).filters).toEqual({});
  });

  it('resets to page 1 when a filter or the sort changes, not when the page changes', () => {
    const onPage3: ListingState = { ...EMPTY_LISTING, page: 3 };
    expect(toggleFilter(onPage3, 'color', 'black')).toEqual({
      ...EMPTY_LISTING,
      filters: { color: ['black'] },
    });
    expect(toggleFilter({ ...onPage3, filters: { color: ['black'] } }, 'color', 'black').filters).toEqual({});
    expect(withSort(onPage3, 'newest').page).toBe(1);
    expect(clearFilters({ ...onPage3, filters: { size: ['M'] } })).toEqual(EMPTY_LISTING);
    expect(withPage(EMPTY_LISTING, 4).page).toBe(4);
  });
});

describe('facet filters for the API', () => {
  it('writes facetId:values joined by |, sorted, skipping empty and unsafe values', () => {
    expect(facetFiltersParam({ size: ['m', 'l'], color: ['black'] })).toBe('color:black|size:l,m');
    expect(facetFiltersParam({ color: [], size: ['a,b'] })).toBeUndefined();
    expect(facetFiltersParam({})).toBeUndefined();
  });
});
