import type { ApiError } from '../../../commerce/commerce-error';
import { errorMessageForId } from '../../../i18n/error-message';
import type { IntlShape } from '../../../i18n/intl';

/**
 * The form field a payment error shows under, from the catalogue's inline-at-input handling (the gift card
 * errors name `giftCardNumber`); undefined for an error shown elsewhere (the method's alert).
 */
export function inlineField(error: ApiError): string | undefined {
  const inline = error.entry?.handling.find((h) => h.kind === 'inline-at-input');
  return inline?.kind === 'inline-at-input' ? inline.field : undefined;
}

/**
 * A wallet or buy-now-pay-later provider said no (declined, cancelled): the catalogue's PAY400 (the
 * alternative provider's authorization failure), else the method's own message.
 */
export const providerDeclined = (intl: IntlShape, fallbackId: string): string =>
  errorMessageForId(intl, 'PAY400') ?? intl.formatMessage({ id: fallbackId });
