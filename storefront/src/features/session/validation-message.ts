import { MESSAGES, type MessageKey } from '../../../../contracts/validators/messages';
import type { IntlShape } from '../../i18n/intl';

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each contract message as a pattern: `{max}` placeholders become captures named after them. */
const PATTERNS = (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, template]) => {
  const names: string[] = [];
  // escapeRegex() leaves braces alone, so the placeholders are still `{name}` here.
  const source = escapeRegex(template).replace(/\{(\w+)\}/g, (_whole, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  return { key, names, regex: new RegExp(`^${source}$`) };
});

/**
 * Which contract message (contracts/validators/messages.ts) a validator's error is, with the values
 * filled into it: the form validates with the contracts' validators as they are, and the catalogue
 * translates the message by its key.
 */
export function matchValidationMessage(
  message: string,
): { key: MessageKey; values: Record<string, string> } | undefined {
  for (const { key, names, regex } of PATTERNS) {
    const match = regex.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/** The translated text of a validator's message, or the message itself when the catalogue lacks it. */
export function translateValidation(
  intl: IntlShape,
  message: string,
  prefix = 'session.validation.',
): string {
  const found = matchValidationMessage(message);
  const id = found ? `${prefix}${found.key}` : undefined;
  if (!found || !id || !Object.hasOwn(intl.messages, id)) return message;
  return intl.formatMessage({ id }, found.values);
}
