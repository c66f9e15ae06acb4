import type { CountryEntry, PhoneCodeEntry } from '../../../contracts/entities/country';

/**
 * The locale Intl can use: the contract's pattern lets through tags BCP 47 refuses (`aa-AAA`: a region is
 * two letters or three digits), on which every Intl call throws, so those fall back to English.
 */
export function intlLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** Country names in a locale (Intl region names), falling back to the given English name. */
export function localizedCountries(countries: readonly CountryEntry[], locale: string): CountryEntry[] {
  const safe = intlLocale(locale);
  const names = new Intl.DisplayNames([safe], { type: 'region' });
  return countries
    .map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, safe));
}

/** Phone codes named in the locale, the given country's first. */
export function phoneCodesFor(
  phoneCodes: readonly PhoneCodeEntry[],
  countries: readonly CountryEntry[],
  first: string,
): PhoneCodeEntry[] {
  const nameOf = new Map(countries.map((c) => [c.code, c.name]));
  const named = phoneCodes.map((p) => ({ ...p, name: nameOf.get(p.countryCode) ?? p.name }));
  return [...named.filter((p) => p.countryCode === first), ...named.filter((p) => p.countryCode !== first)];
}
