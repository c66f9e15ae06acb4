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

/**
 * The issue to report for a union: the first issue of the branch that failed least (a body that sent
 * productId and upc together is told about the field, not "Invalid input"), with the union's path.
 */
export function innermostIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0];
  return closest ? innermostIssue({ ...closest, path: [...issue.path, ...closest.path] }) : issue;
}

/** "body.items.0.qty: Too small" — the message names the field, as the simulator's 400 answers do. */
export function describeIssue(
  original: z.core.$ZodIssue,
  part?: 'params' | 'query' | 'headers' | 'body',
): string {
  const issue = innermostIssue(original);
  const unknown = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const field = unknown.length > 0 ? [unknown[0]] : [];
  const path = [...(part ? [part] : []), ...issue.path.map(String), ...field].join('.');
  const message =
    unknown.length > 0
      ? `Unknown field, not part of this contract${unknown.length > 1 ? ` (also: ${unknown.slice(1).join(', ')})` : ''}`
      : issue.message;
  return path ? `${path}: ${message}` : message;
}
