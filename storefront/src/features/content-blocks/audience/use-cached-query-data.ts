import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the query cache holds under `queryKey`, kept current, without ever fetching it: for data another
 * part of the page already loads (the header's cart and profile), read without adding a call or an
 * observer that would refetch it.
 */
export function useCachedQueryData<T>(queryKey: QueryKey): T | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client.getQueryData<T>(queryKey));
}
