import type { ApiError } from '../../../api/api-error';

/**
 * The form field a payment error shows under, from the catalogue's inline-at-input handling (the gift card
 * errors name `giftCardNumber`); undefined for an error shown elsewhere (the method's alert).
 */
export function inlineField(error: ApiError): string | undefined {
  const inline = error.entry?.handling.find((h) => h.kind === 'inline-at-input');
  return inline?.kind === 'inline-at-input' ? inline.field : undefined;
}
