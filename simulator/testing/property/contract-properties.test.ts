import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationList } from '../../../contracts/registry/operations';
import { inProcessTransport } from '../../../scenarios/transport';
import { contractRefusal } from './contract-refusal';
import { validRequestArbitrary } from './request-arbitrary';
import { RULES_IN_PROSE } from './rules-in-prose';
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
  const prose = RULES_IN_PROSE[op.operationId as keyof typeof RULES_IN_PROSE];

  it('document is as strict as the contract: what it allows, the contract takes (but for rules in words)', () => {
    fc.assert(
      fc.property(fromDocument, (request) => {
        const refusal = contractRefusal(op, request);
        // A rule the document can only state in words may refuse, and only by naming its own fields.
        if (prose && refusal) expect(refusal, prose.rule).toMatch(prose.fields);
        else expect(refusal).toBeUndefined();
      }),
      { ...settings, numRuns: 4 * PROPERTY_RUNS },
    );
  }, 30_000);
});
