import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../contracts/common/error-envelope';
import { buildOpenApiDocument } from '../../../contracts/openapi/build-document';
import { proseRuleFor } from '../../../contracts/openapi/prose-rules';
import { type OperationId, operationList } from '../../../contracts/registry/operations';
import type { Transport } from '../../transports/transport';
import { answerProblem, refusedForShape } from './answer-check';
import { contractRefusal } from './contract-refusal';
import { brokenRequestArbitrary } from './invalid-request';
import { type Caller, propertyTokens, sender } from './property-session';
import { type OpenApiDocument, validRequestArbitrary } from './request-arbitrary';

/** Fixed seed; fast-check prints the seed and path of a failure. */
export const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 20261123);
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS ?? 8);
export const propertyDocument = buildOpenApiDocument() as unknown as OpenApiDocument;

/** Requests valid by the document and by the rules it states in words (contracts/openapi/prose-rules.ts). */
export const validRequests = (op: (typeof operationList)[number]) =>
  validRequestArbitrary(propertyDocument, op).filter((request) => contractRefusal(op, request) === undefined);

interface Started {
  readonly transport: Transport;
  close?(): Promise<void>;
}

/**
 * The properties a simulator must hold through a transport, for every operation of the registry: it takes
 * every request the document allows, answering within its contract and never 5xx, and refuses a request
 * broken in one place with 400 naming the field. `start` gives the transport (in beforeAll; closed after).
 */
export function describeTransportProperties(start: () => Started | Promise<Started>): void {
  let started: Started | undefined;
  let tokens: Partial<Record<Caller, string>> = {};
  const transport: Transport = {
    label: 'the transport under test',
    send: (request) => {
      if (!started) throw new Error('the transport starts in beforeAll');
      return started.transport.send(request);
    },
  };
  const send = sender(transport, () => tokens);
  const callers = fc.constantFrom<Caller>('anonymous', 'guest', 'registered');
  const settings = { seed: PROPERTY_SEED, numRuns: PROPERTY_RUNS, endOnFailure: true } as const;

  beforeAll(async () => {
    started = await start();
    tokens = await propertyTokens(transport);
  }, 60_000);
  afterAll(() => started?.close?.());

  describe.each(operationList.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
    const valid = validRequests(op);

    it('takes every request the document allows, answering within its contract and never 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(valid, callers, async (request, caller) => {
          const answer = await send(request, caller);
          // A rule the document states in words (world data: a phone's numbering plan, a category code).
          const shape = refusedForShape(answer);
          const errorId = errorEnvelope.safeParse(answer.body).data?.errorDetails[0]?.errorId ?? '';
          const prose = shape && proseRuleFor(op.operationId as OperationId, errorId, shape);
          expect(prose ? undefined : shape, 'refused for its shape').toBeUndefined();
          expect(answerProblem(op, answer)).toBeUndefined();
        }),
        settings,
      );
    }, 30_000);

    it('refuses a request broken in one place with 400 naming the field', async () => {
      await fc.assert(
        fc.asyncProperty(brokenRequestArbitrary(propertyDocument, op, valid), async (broken) => {
          if (!broken) return;
          const answer = await send(broken.request, 'registered');
          expect(answerProblem(op, answer)).toBeUndefined();
          expect(answer.status, broken.how).toBe(400);
          expect(refusedForShape(answer), broken.how).toContain(broken.field);
        }),
        settings,
      );
    }, 30_000);
  });
}
