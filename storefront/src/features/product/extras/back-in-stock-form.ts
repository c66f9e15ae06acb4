import { backInStockRequest } from '../../../../../contracts/entities/product-availability';
import { isApiError } from '../../../commerce/commerce-error';

export type BackInStockField = 'email' | 'sku';

/** The field a request's own check finds wrong (the contract's schema, before it is sent), if any. */
export function invalidField(request: unknown): BackInStockField | undefined {
  const result = backInStockRequest.safeParse(request);
  if (result.success) return undefined;
  const field = result.error.issues[0]?.path[0];
  return field === 'email' ? 'email' : 'sku';
}

/**
 * The field a rejected request names: PLP400 (an unknown product or sku) is the size's; a 400's validator
 * message starts with the body path ("body.email: ..."). Other failures are no field's.
 */
export function rejectedField(error: unknown): BackInStockField | undefined {
  if (!isApiError(error)) return undefined;
  if (error.errorId === 'PLP400') return 'sku';
  if (error.status !== 400) return undefined;
  return /\bemail\b/.test(error.serverMessage)
    ? 'email'
    : /\bsku\b/.test(error.serverMessage)
      ? 'sku'
      : undefined;
}
