import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AddressRuleOverrides } from '../../../../../contracts/entities/country';
import type { AddressForm } from '../../../../../contracts/validators/address-rules';
import type { CheckoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import type { CountryRules } from '../../../commerce/checkout/shipping';
import { useSiteConfig } from '../../../config/site-config-provider';

/**
 * The server's address rules (spec 000 section 5: server rules may override the contracts' defaults), asked
 * once per country and locale and kept in the query cache. Until the server answers, or when it has no rules
 * for a country (API404), the form works on the defaults.
 */

/** Where a form asks for a country's rules: the checkout's adapter, or the account's address book. */
export interface AddressRulesSource {
  readonly shipping: Pick<CheckoutCommerce['shipping'], 'countryRules'>;
}

const rulesKey = (locale: string, countryCode: string) => ['countryRules', locale, countryCode] as const;

/** Asks the server for a country's rules (the country the form shows); the component renders again on the answer. */
export function useServerAddressRules(checkout: AddressRulesSource, countryCode: string): void {
  const { locale } = useSiteConfig();
  useQuery({
    queryKey: rulesKey(locale, countryCode),
    queryFn: () => checkout.shipping.countryRules(countryCode),
    enabled: countryCode !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The server's overrides for a country and form, read from the cache when called (so a resolver gets the latest). */
export function useServerRuleOverrides(
  form: AddressForm,
): (countryCode: string) => AddressRuleOverrides | undefined {
  const { locale } = useSiteConfig();
  const queryClient = useQueryClient();
  return useCallback(
    (countryCode: string) =>
      queryClient.getQueryData<CountryRules>(rulesKey(locale, countryCode))?.addressRules[form].fields,
    [queryClient, locale, form],
  );
}
