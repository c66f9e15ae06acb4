import { isApiError } from '../../../commerce/commerce-error';
import type { IntlShape } from '../../../i18n/intl';

/** The ids of a card already in the wallet: the provider's (same token) and the consumer service's (same card). */
const ALREADY_SAVED: readonly string[] = ['CC_ALREADY_EXISTS', 'PYT300'];

/**
 * The text of a failed card save (spec 000 section 8): a card already saved shows the server's message,
 * otherwise, like every other failure of the save, 'credit card save failed'.
 */
export function cardSaveErrorText(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && error.errorId && ALREADY_SAVED.includes(error.errorId) && error.serverMessage)
    return error.serverMessage;
  return intl.formatMessage({ id: 'error.creditCardSaveFailed' });
}
