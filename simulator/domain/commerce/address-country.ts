import type { Address } from '../../../contracts/entities/address';

/**
 * Country names shoppers type in an address's `country`, upper-cased, with their ISO codes: the one table
 * both the cart's address checks and the consumer's saved addresses read.
 */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  USA: 'US',
  CANADA: 'CA',
  'UNITED KINGDOM': 'GB',
  'GREAT BRITAIN': 'GB',
  UK: 'GB',
  GERMANY: 'DE',
  DEUTSCHLAND: 'DE',
  FRANCE: 'FR',
  ITALY: 'IT',
  ITALIA: 'IT',
  SPAIN: 'ES',
  NETHERLANDS: 'NL',
  BELGIUM: 'BE',
  AUSTRIA: 'AT',
  IRELAND: 'IE',
};

/**
 * The address's ISO country code: countryCode, else `country` when it is a known name (any case) or a
 * two-letter code (either case), else `fallback` (undefined when none is given).
 */
export function countryCodeOf(address: Pick<Address, 'country' | 'countryCode'>): string | undefined;
export function countryCodeOf(address: Pick<Address, 'country' | 'countryCode'>, fallback: string): string;
export function countryCodeOf(
  address: Pick<Address, 'country' | 'countryCode'>,
  fallback?: string,
): string | undefined {
  if (address.countryCode) return address.countryCode;
  const country = address.country.trim().toUpperCase();
  // The name first: UK is a name (of GB), not a code; both old copies read it as the code "UK".
  const named = COUNTRY_NAMES[country];
  if (named) return named;
  return /^[A-Z]{2}$/.test(country) ? country : fallback;
}
