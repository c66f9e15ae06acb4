import { REGION_COUNTRIES } from '../../../../../contracts/common/sites';
import { defaultPhoneCode } from './address-schema';

/* Country names and dial codes, without catalogue texts: the sign-up form uses them too. */

/** A country's name in the site's language. */
export function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries the form offers: those the site's region ships to (the contracts' table, as the server checks). */
export const regionCountries = (region: string): readonly string[] => REGION_COUNTRIES[region] ?? [];

/**
 * The dial-code select's options, one per country: a dial code shared by several countries (1, 44) is told
 * apart by its combined value ('1-US', '1-CA'), so the same +1 is US for one shopper and Canada for another.
 */
export function phoneCodeOptions(locale: string, region: string) {
  return regionCountries(region).map((code) => {
    const value = defaultPhoneCode(code);
    const dial = value.split('-')[0];
    return { value, label: `${countryName(locale, code)} (+${dial})` };
  });
}
