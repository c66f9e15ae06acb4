import { localeCountry, REGION_COUNTRIES } from '../../../contracts/common/sites';
import type { Currency } from '../../db/seed/catalogue-types';

/** EMEA countries that pay in euros: every EMEA country but the United Kingdom. */
export const EURO_COUNTRIES: readonly string[] = (REGION_COUNTRIES.EMEA ?? []).filter((c) => c !== 'GB');

/**
 * The catalogue currency of a locale by its country: Canada CAD, the United Kingdom GBP, the euro
 * countries of EMEA EUR, every other locale (the US, unknown) USD.
 */
export function currencyForLocale(locale: string | undefined): Currency {
  const country = localeCountry(locale);
  if (country === 'CA') return 'CAD';
  if (country === 'GB') return 'GBP';
  return EURO_COUNTRIES.includes(country) ? 'EUR' : 'USD';
}
