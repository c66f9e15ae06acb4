import { localeCountry, REGION_COUNTRIES } from '../../../contracts/common/sites';
import type { Currency } from '../../db/seed/catalogue-types';

/** EMEA countries that pay in euros: every EMEA country but the United Kingdom. */
export const EURO_COUNTRIES: readonly string[] = (REGION_COUNTRIES.EMEA ?? []).filter((c) => c !== 'GB');

/**
 * The currency a country pays in (the catalogue's prices, a new account's currency): Canada CAD, the
 * United Kingdom GBP, the euro countries of EMEA EUR, every other country (the US, unknown) USD.
 */
export function currencyOfCountry(country: string): Currency {
  if (country === 'CA') return 'CAD';
  if (country === 'GB') return 'GBP';
  return EURO_COUNTRIES.includes(country) ? 'EUR' : 'USD';
}

/** The catalogue currency of a locale: its country's (USD when it names none). */
export function currencyForLocale(locale: string | undefined): Currency {
  return currencyOfCountry(localeCountry(locale));
}
