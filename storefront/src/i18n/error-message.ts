import { isApiError, NetworkError } from '../api/api-error';
import { rejectsAccessToken } from '../api/token-rejection';
import type { IntlShape } from './intl';

type Values = Record<string, string | number>;

const has = (intl: IntlShape, id: string) => Object.hasOwn(intl.messages, id);

/**
 * The text to show for a failed call (spec 000 section 8): the catalogue's friendlier message for the
 * error id when the language has one, otherwise the server's own message, otherwise a generic text.
 * `values` fill the message's arguments (ADDED_MAX_QUANTITY's {max}); without them the id's `.generic`
 * variant is used when there is one.
 *
 * The text depends on the call as well as the id: the same 401 id (AUT401) answers a wrong password on a
 * sign-in and a session the backend no longer accepts on any other call, which reads as an ended session,
 * never as the sign-in form's "email or password is incorrect".
 */
export function errorMessage(intl: IntlShape, error: unknown, values?: Values): string {
  intl.include('errorTexts');
  if (error instanceof NetworkError) return intl.formatMessage({ id: 'error.network' });
  if (rejectsAccessToken(error)) return intl.formatMessage({ id: 'error.sessionEnded' });
  if (isApiError(error)) {
    const id = error.errorId ? `error.${error.errorId}` : undefined;
    if (id && has(intl, id)) {
      if (!values && has(intl, `${id}.generic`)) return intl.formatMessage({ id: `${id}.generic` });
      return intl.formatMessage({ id }, values);
    }
    if (error.serverMessage) return error.serverMessage;
  }
  return intl.formatMessage({ id: 'error.generic' });
}

/** The friendly text for an id alone (flash codes, item codes), or undefined when the catalogue has none. */
export function errorMessageForId(intl: IntlShape, errorId: string, values?: Values): string | undefined {
  intl.include('errorTexts');
  const id = `error.${errorId}`;
  if (!has(intl, id)) return undefined;
  if (!values && has(intl, `${id}.generic`)) return intl.formatMessage({ id: `${id}.generic` });
  return intl.formatMessage({ id }, values);
}
