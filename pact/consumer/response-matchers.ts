import { errorEnvelope } from '../../contracts/common/error-envelope';
import { type OperationId, operations } from '../../contracts/registry/operations';
import type { z } from '../../contracts/zod';

import { matchersFor } from '../matchers/schema-matchers';

/** The contract schema of an answer: the operation's success (or alternative) body, or the error envelope. */
export function answerSchema(operationId: OperationId, status: number): z.ZodType | undefined {
  const op = operations[operationId];
  if (status >= 400) return errorEnvelope;
  const contract = [op.response, ...('alternativeResponses' in op ? op.alternativeResponses : [])].find(
    (r) => r.status === status,
  );
  if (!contract) throw new Error(`${operationId} declares no ${status} answer`);
  return 'body' in contract ? (contract.body as z.ZodType | undefined) : undefined;
}

/** The answer body as Pact matchers derived from its contract schema. */
export function answerMatchers(operationId: OperationId, status: number, body: unknown): unknown {
  const schema = answerSchema(operationId, status);
  if (!schema || body === undefined) return undefined;
  return matchersFor(schema, body);
}
