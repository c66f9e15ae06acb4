import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../contracts/openapi/build-document';
import { operationList } from '../../../contracts/registry/operations';
import { inProcessTransport } from '../../../scenarios/transport';
import { answerProblem, refusedForShape } from './answer-check';
import { contractRefusal } from './contract-refusal';
import { brokenRequestArbitrary } from './invalid-request';
import { type Caller, propertyTokens, sender } from './property-session';
import { type OpenApiDocument, validRequestArbitrary } from './request-arbitrary';
import { RULES_IN_PROSE } from './rules-in-prose';

/**
 * Properties over every operation of the registry, with requests generated from the OpenAPI document and
 * sent to the simulator in-process. Fixed seed; fast-check prints the seed and path of a failure.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261123);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 8);
const doc = buildOpenApiDocument() as unknown as OpenApiDocument;
const transport = inProcessTransport({ seed: 4010 });
let tokens: Partial<Record<Caller, string>> = {};
const send = sender(transport, () => tokens);
const callers = fc.constantFrom<Caller>('anonymous', 'guest', 'registered');

beforeAll(async () => {
  tokens = await propertyTokens(transport);
}, 60_000);

const settings = { seed: SEED, numRuns: RUNS, endOnFailure: true } as const;

describe.each(operationList.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  const fromDocument = validRequestArbitrary(doc, op);
  // Requests valid by the document and by the rules it states in words (RULES_IN_PROSE).
  const valid = fromDocument.filter((request) => contractRefusal(op, request) === undefined);
  const prose = RULES_IN_PROSE[op.operationId as keyof typeof RULES_IN_PROSE];

  it('document is as strict as the contract: what it allows, the contract takes (but for rules in words)', () => {
    fc.assert(
      fc.property(fromDocument, (request) => {
        const refusal = contractRefusal(op, request);
        // A rule the document can only state in words may refuse, and only by naming its own fields.
        if (prose && refusal) expect(refusal, prose.rule).toMatch(prose.fields);
        else expect(refusal).toBeUndefined();
      }),
      { ...settings, numRuns: 4 * RUNS },
    );
  }, 30_000);

  it('takes every request the document allows, answering within its contract and never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(valid, callers, async (request, caller) => {
        const answer = await send(request, caller);
        expect(refusedForShape(answer), 'refused for its shape').toBeUndefined();
        expect(answerProblem(op, answer)).toBeUndefined();
      }),
      settings,
    );
  }, 30_000);

  it('refuses a request broken in one place with 400 naming the field', async () => {
    await fc.assert(
      fc.asyncProperty(brokenRequestArbitrary(doc, op, valid), async (broken) => {
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
