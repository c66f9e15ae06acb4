import { isApiError } from '../../commerce/commerce-error';
import { errorMessage } from '../../i18n/error-message';
import type { IntlShape } from '../../i18n/intl';

/**
 * The text of a failed associate call: the associate area's wording for the catalogue ids whose general
 * text speaks to shoppers (an email, a postal code), else the catalogue's message.
 */
export function associateErrorMessage(intl: IntlShape, error: unknown): string {
  const id = isApiError(error) && error.errorId ? `associate.error.${error.errorId}` : undefined;
  if (id && Object.hasOwn(intl.messages, id)) return intl.formatMessage({ id });
  return errorMessage(intl, error);
}
