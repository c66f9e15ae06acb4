import { REGION_COUNTRIES } from '../../../../../contracts/common/sites';
import type { AddressRuleSet } from '../../../../../contracts/entities/country';
import { addressRuleSetFor } from '../../../../../contracts/validators/address-rules';
import type { IntlShape } from '../../../i18n/intl';
import { translateValidation } from '../../session/validation-message';
import { defaultPhoneCode } from './address-schema';

/**
 * The texts of the address form's rules: the contracts' generic messages by their key
 * (checkout.validation.*), a country's pattern message (postal codes) by country and field, and a
 * server rule's own message as the server wrote it.
 */
export function addressErrorText(
  intl: IntlShape,
  field: string,
  message: string | undefined,
  ruleSet: AddressRuleSet,
): string | undefined {
  if (!message) return undefined;
  const name = field as keyof AddressRuleSet['fields'];
  const rule = ruleSet.fields[name];
  if (rule?.patternMessage && message === rule.patternMessage) {
    // The contracts' own pattern message has the catalogue's translation; a server's comes in its locale.
    const contracts = addressRuleSetFor(ruleSet.countryCode, ruleSet.form).fields[name]?.patternMessage;
    const id = `checkout.validation.pattern.${field}.${ruleSet.countryCode}`;
    return message === contracts && Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : message;
  }
  return translateValidation(intl, message, 'checkout.validation.');
}

/** A country's name in the site's language. */
function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries the form offers: those the site's region ships to (the contracts' table, as the server checks). */
const regionCountries = (region: string): readonly string[] => REGION_COUNTRIES[region] ?? [];

/** The country select's options: the region's countries, by name. */
export function countryOptions(locale: string, region: string) {
  return regionCountries(region).map((code) => ({ value: code, label: countryName(locale, code) }));
}

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
