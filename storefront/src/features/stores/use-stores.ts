import { useQuery } from '@tanstack/react-query';
import type { CollectionPointsRequest } from '../../../../contracts/entities/store';
import { useCommerce } from '../../commerce/commerce-context';
import { useSiteConfig } from '../../config/site-config-provider';

const storeKeys = {
  search: (postalCode: string | undefined, sku: string | undefined, unit: string) =>
    ['stores', 'search', postalCode ?? null, sku ?? null, unit] as const,
  collectionPoints: (request: CollectionPointsRequest | undefined) =>
    ['stores', 'collectionPoints', request ?? null] as const,
};

/** Stores near a postal code with the stock of `sku`, distances in the site's unit; idle until a postal code is given. */
export function useStoreSearch(postalCode: string | undefined, sku: string | undefined) {
  const commerce = useCommerce();
  const unit = useSiteConfig().settings.distanceUnit;
  return useQuery({
    queryKey: storeKeys.search(postalCode, sku, unit),
    queryFn: () =>
      commerce.stores.searchStores({
        place: { postalCode: postalCode ?? '' },
        unit,
        ...(sku ? { skus: [sku] } : {}),
      }),
    enabled: postalCode !== undefined,
  });
}

/** Collection points for a request; idle until one is given. */
export function useCollectionPoints(request: CollectionPointsRequest | undefined) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: storeKeys.collectionPoints(request),
    queryFn: () => commerce.stores.findCollectionPoints(request as CollectionPointsRequest),
    enabled: request !== undefined,
  });
}
