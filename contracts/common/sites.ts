/**
 * The brand and the regions the storefront's sites belong to (designed: spec 000 section 7 names the brand
 * and region headers, not their values). A region serves the countries of its sites; a locale belongs to a
 * region when its country is one of them (en-ca is NORA, en-gb EMEA). Shipping uses the same table.
 */
export const KNOWN_BRANDS: readonly string[] = ['summitpeak'];

export const REGION_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  NORA: ['US', 'CA'],
  EMEA: ['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'IE'],
};

/** The country of the default site (en-us): what a rule that needs a country uses when a locale names none. */
export const DEFAULT_COUNTRY = 'US';

/**
 * The one rule for the country of a locale: its region upper-cased when that is a two-letter country
 * (en-us -> US, fr-CA -> CA), else `fallback` (es-419 names a group of countries, not one; a missing
 * locale names none). The headers' check keeps the empty fallback, a country no region serves (AUT440);
 * rules that must have a country pass DEFAULT_COUNTRY.
 */
export function localeCountry(locale: string | undefined, fallback = ''): string {
  const region = locale?.split('-')[1]?.toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(region) ? region : fallback;
}

export function regionServesLocale(region: string, locale: string): boolean {
  return REGION_COUNTRIES[region]?.includes(localeCountry(locale)) ?? false;
}

/** Every country some region serves: a locale of another country names no site. */
export const SERVED_COUNTRIES: readonly string[] = [...new Set(Object.values(REGION_COUNTRIES).flat())];

/** Either case of each letter: a JSON Schema pattern carries no flags (the server reads en-US as en-us). */
const eitherCase = (code: string) => [...code].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');

/** A locale whose country some region serves (en-us, fr-CA, de-de), as a flag-less pattern. */
export const SITE_LOCALE_PATTERN = new RegExp(
  `^[a-zA-Z]{2}-(?:${SERVED_COUNTRIES.map(eitherCase).join('|')})$`,
);

/** "NORA: US, CA; EMEA: GB, ..." for descriptions. */
export const describeRegions = (): string =>
  Object.entries(REGION_COUNTRIES)
    .map(([region, countries]) => `${region}: ${countries.join(', ')}`)
    .join('; ');
