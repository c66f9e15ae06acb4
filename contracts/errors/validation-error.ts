import type { z } from '../zod';
import { isCatalogueId } from './catalogue';
import type { CatalogueId, ErrorId } from './error-ids';

/**
 * The id a request that does not match its contract is answered with (HTTP 400). The spec names API400
 * for a missing client id; we widen it to every contract violation, with a message naming the field.
 * Recorded in docs/decisions.md.
 */
export const VALIDATION_ERROR_ID = 'API400' as const satisfies ErrorId;

/**
 * A schema can name the catalogue id its check stands for (REV410 for an over-long review, FE872 for a
 * short password) with `params: { errorId }` on a custom issue; everything else is API400.
 */
export function errorIdForIssue(issue: z.core.$ZodIssue): CatalogueId {
  const named =
    issue.code === 'custom' ? (issue.params as { errorId?: unknown } | undefined)?.errorId : undefined;
  return typeof named === 'string' && isCatalogueId(named) ? named : VALIDATION_ERROR_ID;
}

/** "body.items.0.qty: Too small" — the message names the field, as the simulator's 400 answers do. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  part?: 'params' | 'query' | 'headers' | 'body',
): string {
  const path = [...(part ? [part] : []), ...issue.path.map(String)].join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
