import type { QueryClient } from '@tanstack/react-query';
import { associateCommerce } from '../../commerce/associate';
import type { Commerce } from '../../commerce/create-commerce';
import { dropShopperQueries } from '../session/shopper-queries';

/**
 * Associate logout (spec 000 section 4): the in-store session is revoked and cleared, its cached data
 * dropped; the caller then goes to the associate login. Loaded on the click (the header badge stays small).
 */
export async function endInStoreSession(commerce: Commerce, queryClient: QueryClient): Promise<void> {
  await associateCommerce(commerce).endInStoreSession();
  await dropShopperQueries(queryClient);
}
