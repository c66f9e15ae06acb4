import type { AddressRuleSet } from '../../../../../contracts/entities/country';
import { addressRuleSetFor } from '../../../../../contracts/validators/address-rules';
import type { IntlShape } from '../../../i18n/intl';
import { translateValidation } from '../../session/validation-message';
import { countryName, regionCountries } from './phone-codes';

export { countryName, phoneCodeOptions } from './phone-codes';

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

/** The country select's options: the region's countries, by name. */
export function countryOptions(locale: string, region: string) {
  return regionCountries(region).map((code) => ({ value: code, label: countryName(locale, code) }));
}
