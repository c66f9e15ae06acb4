import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { getCurrentLocale } from '../../i18n/current-locale';

/** A product's details (colours, sizes, variant availability); the colour change keeps the last answer shown. */
export function useProductDetails(productId: string, color?: string) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['catalogue', 'product', getCurrentLocale(), productId, color ?? null],
    queryFn: ({ signal }) => commerce.catalogue.getProductDetails(productId, { color, signal }),
    placeholderData: keepPreviousData,
  });
}
