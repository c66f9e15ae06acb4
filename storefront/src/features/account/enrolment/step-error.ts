import { isApiError } from '../../../commerce/commerce-error';

/** Whether a failed write carries one of the ids a field shows (spec 001 section 8). */
export const isFieldError = (error: unknown, ids: readonly string[]): boolean =>
  isApiError(error) && ids.includes(error.errorId ?? '');
