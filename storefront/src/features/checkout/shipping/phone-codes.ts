import { defaultPhoneCode, REGION_COUNTRIES } from './address-schema';

/* Country names and dial codes, without catalogue texts: the sign-up form uses them too. */

/** A country's name in the site's language. */
export function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The dial-code select's options, one per country: a dial code shared by several countries (1, 44) is told
 * apart by its combined value ('1-US', '1-CA'), so the same +1 is US for one shopper and Canada for another.
 */
export function phoneCodeOptions(locale: string, region: 'NORA' | 'EMEA') {
  return REGION_COUNTRIES[region].map((code) => {
    const value = defaultPhoneCode(code);
    const dial = value.split('-')[0];
    return { value, label: `${countryName(locale, code)} (+${dial})` };
  });
}
