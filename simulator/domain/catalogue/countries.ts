import type { CountryEntry, PhoneCodeEntry } from '../../../contracts/entities/country';

/** Country names in a locale (Intl region names), falling back to the given English name. */
export function localizedCountries(countries: readonly CountryEntry[], locale: string): CountryEntry[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return countries
    .map((c) => ({ code: c.code, name: names?.of(c.code) ?? c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
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
