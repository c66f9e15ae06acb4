import { describeIssue, errorIdForIssue, VALIDATION_ERROR_ID } from '../../contracts/errors/validation-error';
import type { Operation } from '../../contracts/registry/define-operations';
import type { z } from '../../contracts/zod';
import { type Failure, failure, isFailure } from '../domain/failure';
import { type PlainRequest, searchParamsOf } from './plain';

interface ParsedRequest {
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
}

type Part = 'params' | 'query' | 'headers' | 'body';

/** URLSearchParams as an object; a repeated key becomes an array (`tagId=a&tagId=b`). */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    const existing = out[key];
    out[key] =
      existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: Part): { value: unknown } | Failure {
  if (!schema) return { value: undefined };
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  // A check that names its catalogue id wins over the plain shape issues it explains (ATTR100 for a
  // missing request type rather than API400).
  const issues = result.error.issues;
  const first = issues.find((i) => errorIdForIssue(i) !== VALIDATION_ERROR_ID) ?? issues[0];
  if (!first) return failure('API400', `${part}: invalid`);
  const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
  return failure(errorIdForIssue(first), `${describeIssue(first, part)}${more}`);
}

/** Parses every part of a request against the operation's contract; the first failing part wins. */
export function parseRequest(
  op: Operation,
  request: PlainRequest,
  rawParams: Record<string, string>,
): ParsedRequest | Failure {
  let rawBody: unknown;
  if (op.request.body) {
    const text = request.body ?? '';
    if (text.trim() !== '') {
      try {
        rawBody = JSON.parse(text);
      } catch {
        return failure('API400', 'body: is not valid JSON');
      }
    }
  }
  const parts: [Part, z.ZodType | undefined, () => unknown][] = [
    ['params', op.request.params, () => rawParams],
    // Copied: a schema that passes unknown keys through must not hand the transport's object to a handler.
    ['headers', op.request.headers, () => ({ ...request.headers })],
    ['query', op.request.query, () => queryObject(searchParamsOf(request))],
    ['body', op.request.body, () => rawBody],
  ];
  const parsed: ParsedRequest = { params: {}, query: {}, headers: {}, body: undefined };
  for (const [part, schema, value] of parts) {
    const result = parsePart(schema, schema ? value() : undefined, part);
    if (isFailure(result)) return result;
    parsed[part] = result.value ?? (part === 'body' ? undefined : {});
  }
  return parsed;
}
