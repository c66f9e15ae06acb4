import type { CatalogueId } from '../../../../contracts/errors/error-ids';
import type { Handling } from '../../../../contracts/errors/handling';
import { isApiError } from '../../api/api-error';
import { expandEntry } from '../../api/client-catalogue-entry';
import { placeOrderHandling } from '../../api/place-order-handling.generated';

/** The id a place-order error is routed by: the envelope's first, even one the loaded catalogue does not know. */
export const placeOrderErrorId = (error: unknown): string | undefined =>
  isApiError(error) ? (error.errorId ?? error.details[0]?.errorId) : undefined;

/**
 * The catalogue's handling of a place-order error: its entry's, or, when the error table did not load, the
 * placeOrder table generated from the same catalogue (it ships with the checkout). None for anything else.
 */
export function placeOrderHandlingOf(error: unknown): readonly Handling[] {
  if (!isApiError(error)) return [];
  if (error.entry) return error.entry.handling;
  const compact = placeOrderHandling[placeOrderErrorId(error) as CatalogueId];
  return compact ? expandEntry([500, 'error', compact]).handling : [];
}
