import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proseRuleFor } from '../../../contracts/openapi/prose-rules';
import { type OperationId, operationList } from '../../../contracts/registry/operations';
import { inProcessTransport } from '../../transports/in-process';
import { contractRefusal } from './contract-refusal';
import { validRequestArbitrary } from './request-arbitrary';
import {
  describeTransportProperties,
  PROPERTY_RUNS,
  PROPERTY_SEED,
  propertyDocument,
} from './transport-properties';

/**
 * Properties over every operation of the registry, with requests generated from the OpenAPI document and
 * sent to the simulator in-process (transport-properties.http.test.ts sends them over the other transports).
 */
describeTransportProperties(() => ({ transport: inProcessTransport({ seed: 4010 }) }));

const settings = { seed: PROPERTY_SEED, numRuns: PROPERTY_RUNS, endOnFailure: true } as const;

describe.each(operationList.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  const fromDocument = validRequestArbitrary(propertyDocument, op);

  it('document is as strict as the contract: what it allows, the contract takes (but for rules in words)', () => {
    fc.assert(
      fc.property(fromDocument, (request) => {
        const refusal = contractRefusal(op, request);
        // A rule the document can only state in words (PROSE_RULES) may refuse, naming its own field.
        const prose =
          refusal && proseRuleFor(op.operationId as OperationId, refusal.errorId, refusal.message);
        expect(prose ? undefined : refusal?.message).toBeUndefined();
      }),
      { ...settings, numRuns: 4 * PROPERTY_RUNS },
    );
  }, 30_000);
});
