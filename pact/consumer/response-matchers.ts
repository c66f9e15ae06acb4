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

/**
 * A 403 whose envelope carries an appId is the bot-defence challenge (spec 000 section 8): the storefront
 * presents the challenge only when the appId is there, so the pact asks for one (any string); other error
 * answers leave the optional appId out.
 */
const botDefenceEnvelope = errorEnvelope.required({ appId: true });

const carriesAppId = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { appId?: unknown }).appId === 'string';

/** The answer body as Pact matchers derived from its contract schema. */
export function answerMatchers(operationId: OperationId, status: number, body: unknown): unknown {
  const schema =
    status === 403 && carriesAppId(body) ? botDefenceEnvelope : answerSchema(operationId, status);
  if (!schema || body === undefined) return undefined;
  return matchersFor(schema, body);
}
