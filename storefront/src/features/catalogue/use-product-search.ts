import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSearchRequest } from '../../commerce/catalogue';
import { useCommerce } from '../../commerce/commerce-context';
import { getCurrentLocale } from '../../i18n/current-locale';

/**
 * One page of a listing or search. The previous page's answer stays on screen while the next loads
 * (placeholderData), so paging, sorting and filtering do not flash a skeleton.
 */
export function useProductSearch(request: ProductSearchRequest, options: { enabled?: boolean } = {}) {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['catalogue', 'search', getCurrentLocale(), request],
    queryFn: ({ signal }) => commerce.catalogue.searchProducts(request, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
