import type { ErrorId } from './error-ids';

/**
 * The id a request that does not match its contract is answered with (HTTP 400). The spec names API400
 * for a missing client id; we widen it to every contract violation, with a message naming the field.
 * Recorded in docs/decisions.md.
 */
export const VALIDATION_ERROR_ID = 'API400' as const satisfies ErrorId;
