import type { AddressRuleSet, CountryEntry, PhoneCodeEntry } from '../../../contracts/entities/country';
import { ADDRESS_RULE_SETS, addressRuleSetFor } from '../../../contracts/validators/address-rules';
import { dialCodeForCountry } from '../../../contracts/validators/phone';

/** Countries, address rules and phone codes (the same for every seed). */
export interface GeoSeed {
  /** Countries offered in address forms, names in English (localised per request). */
  readonly countries: readonly CountryEntry[];
  /** Shipping and billing rule sets of every listed country. */
  readonly addressRules: readonly AddressRuleSet[];
  readonly phoneCodes: readonly PhoneCodeEntry[];
}

const COUNTRY_CODES = [
  'US',
  'CA',
  'GB',
  'IE',
  'FR',
  'DE',
  'IT',
  'ES',
  'NL',
  'BE',
  'AT',
  'CH',
  'SE',
  'DK',
  'NO',
  'PL',
  'MX',
  'AU',
] as const;

const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function generateGeoSeed(): GeoSeed {
  const countries = COUNTRY_CODES.map((code) => ({ code, name: englishNames.of(code) ?? code })).sort(
    (a, b) => a.name.localeCompare(b.name, 'en'),
  );
  const addressRules = COUNTRY_CODES.flatMap((code) =>
    (['shipping', 'billing'] as const).map(
      (form) =>
        ADDRESS_RULE_SETS.find((set) => set.countryCode === code && set.form === form) ??
        addressRuleSetFor(code, form),
    ),
  );
  const phoneCodes = countries.flatMap((c) => {
    const dialCode = dialCodeForCountry(c.code);
    return dialCode ? [{ name: c.name, countryCode: c.code, dialCode }] : [];
  });
  return { countries, addressRules, phoneCodes };
}
