import type { AddressRuleSet } from '../../../../../contracts/entities/country';
import { MESSAGES } from '../../../../../contracts/validators/messages';
import type { IntlShape } from '../../../i18n/intl';
import { matchValidationMessage, translateValidation } from '../../session/validation-message';

const PREFIX = 'signUp.validation.';

/** The password rules' messages are keyed by their own names in the catalogue. */
const PASSWORD_KEYS = new Map<string, string>([
  [MESSAGES.passwordMinLength, 'passwordMinLength'],
  [MESSAGES.passwordUppercase, 'passwordUppercase'],
  [MESSAGES.passwordLowercase, 'passwordLowercase'],
  [MESSAGES.passwordNumber, 'passwordNumber'],
]);

/**
 * A sign-up validator's message in the site's language: the contracts' messages by their key
 * (signUp.validation.*), the postal code's country pattern message by its country.
 */
export function signUpValidationText(
  intl: IntlShape,
  message: string | undefined,
  postalRules?: AddressRuleSet,
): string | undefined {
  if (!message) return undefined;
  const password = PASSWORD_KEYS.get(message);
  if (password) return intl.formatMessage({ id: `${PREFIX}${password}` });
  const pattern = postalRules?.fields.postalCode?.patternMessage;
  if (pattern && message === pattern) {
    const id = `${PREFIX}pattern.postalCode.${postalRules.countryCode}`;
    return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : message;
  }
  if (!matchValidationMessage(message)) return message;
  return translateValidation(intl, message, PREFIX);
}
