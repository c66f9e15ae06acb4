import { useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { getCurrentLocale } from '../../i18n/current-locale';

/** The category tree; it changes rarely, so it stays fresh for the visit. */
export function useCatalog() {
  const commerce = useCommerce();
  return useQuery({
    queryKey: ['catalogue', 'tree', getCurrentLocale()],
    queryFn: ({ signal }) => commerce.catalogue.getCatalog(signal),
    staleTime: 30 * 60_000,
  });
}
