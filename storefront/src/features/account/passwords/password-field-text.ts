import { isApiError } from '../../../commerce/commerce-error';
import { errorMessage, errorMessageForId } from '../../../i18n/error-message';
import type { IntlShape } from '../../../i18n/intl';
import { translateValidation } from '../../session/validation-message';

/**
 * The text of a password form's field issue (password-schemas.ts): a catalogue id (FE872, FE340) reads as
 * the error texts' message, a missing checklist part as its own message, a contract message as translated.
 */
export function passwordFieldText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (/^FE\d+$/.test(message)) return errorMessageForId(intl, message) ?? message;
  if (message.startsWith('rule.')) return intl.formatMessage({ id: `passwords.${message}` });
  return translateValidation(intl, message, 'passwords.validation.');
}

/** Where a failed password call shows: under the field the catalogue's handling names, else in a notice. */
export type PasswordErrorPlace<Field extends string> =
  | { readonly kind: 'field'; readonly field: Field; readonly text: string }
  | { readonly kind: 'notice'; readonly text: string };

/**
 * The form field a failed password call belongs to: AUT450 the current password, AUT451/AUT452/FE872 the new
 * one, FE340 the confirmation, AUT453 the email (contracts/errors/catalogue: `field-error` handling); undefined
 * for anything else (AUT402 expired link, AUT500, a network failure), which goes to the form's error notice.
 */
export function passwordErrorField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | undefined {
  if (!isApiError(error)) return undefined;
  const handling = error.entry?.handling.find(
    (h) => h.kind === 'field-error' && (fields as readonly string[]).includes(h.field),
  );
  return handling?.kind === 'field-error' ? (handling.field as Field) : undefined;
}

/** Where a failed password call shows, with its text (i18n/error-message.ts). */
export function passwordErrorPlace<Field extends string>(
  intl: IntlShape,
  error: unknown,
  fields: readonly Field[],
): PasswordErrorPlace<Field> {
  const text = errorMessage(intl, error);
  const field = passwordErrorField(error, fields);
  return field ? { kind: 'field', field, text } : { kind: 'notice', text };
}
