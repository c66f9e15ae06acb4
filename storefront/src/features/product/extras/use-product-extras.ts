import { useMutation, useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../../commerce/commerce-context';
import { type BackInStockRequest, productExtrasCommerceOf } from '../../../commerce/content/product-extras';
import { useSiteConfig } from '../../../config/site-config-provider';

/** The size chart of a product type in the site's language; idle without one. */
export function useSizeChart(productType: string | undefined) {
  const commerce = useCommerce();
  const { locale } = useSiteConfig();
  return useQuery({
    queryKey: ['content', 'sizeChart', productType ?? null, locale],
    queryFn: () => productExtrasCommerceOf(commerce).getSizeChart(productType ?? '', locale),
    enabled: productType !== undefined,
    retry: false,
  });
}

/** The foot-size conversion tables; asked only for footwear (`enabled`). */
export function useFootSizes(enabled: boolean) {
  const commerce = useCommerce();
  const { locale } = useSiteConfig();
  return useQuery({
    queryKey: ['content', 'footSizes', locale],
    queryFn: () => productExtrasCommerceOf(commerce).getFootSizes(locale),
    enabled,
  });
}

/** The back-in-stock request of one variant. */
export function useSubscribeBackInStock() {
  const commerce = useCommerce();
  return useMutation({
    mutationFn: (request: BackInStockRequest) =>
      productExtrasCommerceOf(commerce).subscribeBackInStock(request),
  });
}

/** The sets a product (style) belongs to; an empty list when none. */
export function useProductSets(productId: string) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['catalogue', 'productSets', productId],
    queryFn: () => productExtrasCommerceOf(commerce).getProductSets(productId),
    retry: false,
  });
}
