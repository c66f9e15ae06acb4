import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Which cached queries hold the shopper's own data: those whose key starts with one of these roots, or
 * that say `meta: { shopper: true }`. Sign-in refetches them (the cart id, favorites and saved items
 * change); sign-out drops them, so the next shopper on the device never sees the last one's data.
 */
const SHOPPER_QUERY_ROOTS: ReadonlySet<string> = new Set([
  'cart',
  'favorites',
  'saved',
  'saveForLater',
  'profile',
  'account',
  'addresses',
  'orders',
  'paymentInstruments',
  'loyalty',
  'wishlists',
]);

const isShopperQuery = (query: Pick<Query, 'queryKey' | 'meta'>): boolean =>
  query.meta?.shopper === true ||
  (typeof query.queryKey[0] === 'string' && SHOPPER_QUERY_ROOTS.has(query.queryKey[0]));

/** After sign-in: the shopper's queries refetch with the new session's ids. */
export const refetchShopperQueries = (client: QueryClient) =>
  client.invalidateQueries({ predicate: isShopperQuery });

/** After sign-out: the shopper's data leaves the cache (active queries reset to their empty state). */
export async function dropShopperQueries(client: QueryClient): Promise<void> {
  await client.cancelQueries({ predicate: isShopperQuery });
  client.removeQueries({ predicate: isShopperQuery, type: 'inactive' });
  await client.resetQueries({ predicate: isShopperQuery });
}

export const profileQueryKey = (consumerNo: string | undefined) =>
  ['profile', consumerNo ?? 'guest'] as const;
