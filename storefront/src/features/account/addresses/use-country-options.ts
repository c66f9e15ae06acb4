import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addressBookCommerceOf } from '../../../commerce/account/address-book';
import { useCommerce } from '../../../commerce/commerce-context';
import { useSiteConfig } from '../../../config/site-config-provider';

/**
 * The country select's options of the account's address forms: the server's list (getCountryList, named
 * in the page's locale), the shop's own country first. `pending` until it answers; on a failure the forms
 * fall back to the region's countries (`options` undefined).
 */
export function useCountryOptions() {
  const commerce = useCommerce();
  const site = useSiteConfig();
  const countries = useQuery({
    queryKey: ['countries', site.locale],
    queryFn: () => addressBookCommerceOf(commerce).countries(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = useMemo(
    () =>
      countries.data
        ?.map((c) => ({ value: c.code, label: c.name }))
        .sort((a, b) => Number(b.value === site.country) - Number(a.value === site.country)),
    [countries.data, site.country],
  );
  return { pending: countries.isPending, options };
}
