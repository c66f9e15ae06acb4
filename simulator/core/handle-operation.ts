import type { Operation } from '../../contracts/registry/define-operations';
import type { OperationId } from '../../contracts/registry/operations';
import { type Failure, failure, isFailure } from '../domain/failure';
import { applyFault } from '../faults/fault-answer';
import type { HandlerInput, OperationHandler } from './handler-types';
import { mediaTypeFailure } from './media-types';
import { parseRequest } from './parse-request';
import type { CoreAnswer, PlainAnswer, PlainRequest } from './plain';
import { correlationIdOf, emptyAnswer, failureAnswer, jsonTextAnswer } from './respond';
import type { Simulator } from './simulator-core';
import { answerText } from './stable-answers';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from './worlds';

function bearer(request: PlainRequest): string | undefined {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The answer's schema: the success body, or the body of the alternative answer with that status. */
function answerSchema(op: Operation, status: number) {
  if (status === op.response.status) return op.response.body;
  return op.alternativeResponses?.find((r) => r.status === status)?.body;
}

/** A handler answering an id its contract does not declare is a simulator bug, like a body violation. */
function undeclaredErrorAnswer(
  op: Operation,
  answer: Failure,
  correlationId: string,
): PlainAnswer | undefined {
  if (op.errorIds.includes(answer.errorId)) return undefined;
  const detail = `${op.operationId} answered ${answer.errorId}, which its contract does not declare in errorIds`;
  console.error(`[simulator] ${detail}`);
  return failureAnswer(failure('GEN500', `Contract violation: ${detail}`), correlationId, 500);
}

/**
 * One request to one operation: parse against the contract, pick the session world, apply faults, run
 * the handler inside the world's queue, validate the answer, and shape the plain answer.
 */
export async function handleOperation(
  sim: Simulator,
  op: Operation,
  request: PlainRequest,
  rawParams: Record<string, string>,
): Promise<CoreAnswer> {
  const correlationId = correlationIdOf(request);
  const session = request.headers[SESSION_HEADER] ?? DEFAULT_SESSION;
  if (!isValidSessionName(session)) {
    return failureAnswer(
      failure('API400', `headers.${SESSION_HEADER}: 1 to 64 letters, digits or . _ : -`),
      correlationId,
    );
  }
  const refused = mediaTypeFailure(op, request);
  if (refused) return failureAnswer(refused, correlationId);
  const parsed = parseRequest(op, request, rawParams);
  // Bad input is always 400, whichever catalogue id the failing check names.
  if (isFailure(parsed)) return failureAnswer(parsed, correlationId, 400);

  const world = await sim.worlds.get(session);
  const fault = world.faults.take(op.operationId);
  const faulted = fault ? await applyFault(fault, correlationId) : undefined;
  if (faulted) return faulted;

  const handler = sim.handlers[op.operationId as OperationId] as OperationHandler<OperationId>;
  const input = {
    operationId: op.operationId,
    ...parsed,
    world,
    accessToken: bearer(request),
    correlationId,
  } as HandlerInput<OperationId>;
  let answer: Awaited<ReturnType<typeof handler>>;
  try {
    answer = await world.queue.run(() => handler(input));
  } catch (error) {
    console.error(`[simulator] ${op.operationId} threw:`, error);
    return failureAnswer(
      failure('GEN500', `Simulator error in ${op.operationId}: ${String(error)}`),
      correlationId,
    );
  }
  if (isFailure(answer)) {
    const undeclared = sim.validateResponses ? undeclaredErrorAnswer(op, answer, correlationId) : undefined;
    return undeclared ?? failureAnswer(answer, correlationId);
  }

  const status = answer.status ?? op.response.status;
  const schema = answerSchema(op, status);
  if (answer.body === undefined) return emptyAnswer(status, correlationId, answer.headers);
  const text = answerText(answer.body);
  if (sim.validateResponses && schema && !sim.validatedAnswers.has(op.operationId, status, text)) {
    const checked = schema.safeParse(answer.body);
    if (!checked.success) {
      const detail = checked.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
        .join('; ');
      console.error(`[simulator] ${op.operationId} answered outside its contract: ${detail}`);
      return failureAnswer(
        failure('GEN500', `Contract violation in the ${op.operationId} answer: ${detail}`),
        correlationId,
        500,
      );
    }
    sim.validatedAnswers.add(op.operationId, status, text);
  }
  return jsonTextAnswer(status, text, correlationId, answer.headers);
}
