import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * What the query cache holds under `queryKey`, kept current, without ever fetching it: for data another
 * part of the page already loads (the header's cart and profile), read without adding a call or an
 * observer that would refetch it. The cache's `subscribe` comes bound (TanStack's Subscribable), so it is
 * the same function on every render.
 */
export function useCachedQueryData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  return useSyncExternalStore(client.getQueryCache().subscribe, () => client.getQueryData<T>(queryKey));
}
