import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { productDetailsKey } from '../../commerce/product';

const productKeys = {
  details: productDetailsKey,
  storeStock: (productId: string, sku: string, storeId: string) =>
    ['product', productId, 'store-stock', sku, storeId] as const,
};

/**
 * The product in the chosen colour. A colour change keeps showing the previous colour until the new one
 * arrives, so the page does not flash back to its skeleton.
 */
export function useProduct(productId: string, colour: string | undefined) {
  const { product } = useCommerce();
  return useQuery({
    queryKey: productKeys.details(productId, colour),
    queryFn: () => product.getProductDetails(productId, colour),
    placeholderData: keepPreviousData,
  });
}

/** Pickup stock of one sku in one store (the shopper's chosen store). */
export function useStoreStock(productId: string, sku: string | undefined, storeId: string | undefined) {
  const { product } = useCommerce();
  return useQuery({
    queryKey: productKeys.storeStock(productId, sku ?? '', storeId ?? ''),
    queryFn: () => product.checkProductAvailability(productId, sku ?? '', 1, storeId ? [storeId] : []),
    enabled: sku !== undefined && storeId !== undefined,
    select: (answer) => answer.items[0]?.stores.find((s) => s.storeId === storeId),
  });
}
