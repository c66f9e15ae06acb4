import { useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../../commerce/commerce-context';
import { storesLocatorCommerceOf } from '../../../commerce/content/stores-locator';
import { isSupportedLocale } from '../../../config/site-config';
import { useSiteConfig } from '../../../config/site-config-provider';

/**
 * The location selector's countries, each with the locales of its site this storefront serves (a country
 * whose sites it does not serve is left out: its link would land on the not-found page).
 */
export function useLocationSelector() {
  const commerce = useCommerce();
  const { locale } = useSiteConfig();
  return useQuery({
    queryKey: ['content', 'locationSelector', locale],
    queryFn: () => storesLocatorCommerceOf(commerce).getLocationSelector(locale),
    select: (data) =>
      data.countries
        .map((country) => ({
          ...country,
          locales: country.locales.filter((l) => isSupportedLocale(l.locale)),
        }))
        .filter((country) => country.locales.length > 0),
  });
}
