import { describeIssue, errorIdForIssue } from '../../../contracts/errors/validation-error';
import type { Operation } from '../../../contracts/registry/define-operations';
import type { GeneratedRequest } from './request-arbitrary';

/** The id and message the simulator would answer a refused request with. */
export interface Refusal {
  readonly errorId: string;
  readonly message: string;
}

/**
 * Why the operation's Zod contract refuses a generated request (the id and message the simulator would
 * answer), or undefined when it takes it. Compares the document with the contract without a round trip.
 */
export function contractRefusal(op: Operation, request: GeneratedRequest): Refusal | undefined {
  const parts = [
    ['params', op.request.params, request.params],
    ['headers', op.request.headers, request.headers],
    ['query', op.request.query, request.query],
    ['body', op.request.body, request.body],
  ] as const;
  for (const [part, schema, value] of parts) {
    const issue = schema?.safeParse(value).error?.issues[0];
    if (issue) return { errorId: errorIdForIssue(issue), message: describeIssue(issue, part) };
  }
  return undefined;
}
