import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListingState, listingQueryParams, parseListingQuery } from './listing-query';

/**
 * The listing state read from the URL query, and a setter that pushes a history entry (so back and
 * forward walk through filters, sorts and pages).
 */
export function useListingState(): [ListingState, (next: ListingState) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the params
  const state = useMemo(() => parseListingQuery(params), [key]);
  const setState = useCallback(
    (next: ListingState) => setParams(listingQueryParams(next), { preventScrollReset: false }),
    [setParams],
  );
  return [state, setState];
}
