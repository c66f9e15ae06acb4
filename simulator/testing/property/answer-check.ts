import { errorEnvelope } from '../../../contracts/common/error-envelope';
import { catalogue } from '../../../contracts/errors/catalogue';
import { VALIDATION_ERROR_ID } from '../../../contracts/errors/validation-error';
import type { Operation } from '../../../contracts/registry/define-operations';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** A 400 from request parsing: its message starts with the request part it names (`body.qty: ...`). */
export function refusedForShape(answer: Answer): string | undefined {
  const detail = errorEnvelope.safeParse(answer.body).data?.errorDetails[0];
  if (answer.status !== 400 || !detail) return undefined;
  return /^(params|query|headers|body)([.:])/.test(detail.message) ? detail.message : undefined;
}

/**
 * What is wrong with an answer, or undefined: no 5xx; a success body matches its contract; an error is
 * the envelope with an id the operation declares, at the status the catalogue gives it (ids a schema
 * check names, such as REV410, answer 400 like any bad input).
 */
export function answerProblem(op: Operation, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${JSON.stringify(answer.body)}`;
  const success = [op.response, ...(op.alternativeResponses ?? [])].find((r) => r.status === answer.status);
  if (success) {
    if (!success.body) return answer.body === undefined ? undefined : 'a bodiless answer carried a body';
    const parsed = success.body.safeParse(answer.body);
    return parsed.success ? undefined : `success body off contract: ${parsed.error.issues[0]?.message}`;
  }
  const envelope = errorEnvelope.safeParse(answer.body);
  if (!envelope.success)
    return `status ${answer.status} without the error envelope: ${JSON.stringify(answer.body)}`;
  const [detail] = envelope.data.errorDetails;
  if (!detail) return 'empty errorDetails';
  if (!op.errorIds.includes(detail.errorId))
    return `answered undeclared ${detail.errorId}: ${detail.message}`;
  const expected = catalogue[detail.errorId].status;
  const namedBySchema = answer.status === 400 && refusedForShape(answer) !== undefined;
  if (answer.status !== expected && !namedBySchema) {
    return `${detail.errorId} answered ${answer.status}, the catalogue says ${expected}`;
  }
  if (detail.errorId === VALIDATION_ERROR_ID && answer.status !== 400) return 'API400 not at 400';
  return undefined;
}
