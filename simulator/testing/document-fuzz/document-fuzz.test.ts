import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../contracts/openapi/build-document';
import { operationList } from '../../../contracts/registry/operations';
import { inProcessTransport } from '../../transports/in-process';
import type { OpenApiDocument } from '../property/request-arbitrary';
import { documentValidator } from './document-validator';
import { describeSurprise, documentRequests, fuzzOperation, type OperationRun } from './fuzz-run';

/** Seeded: the same seed sends the same requests. FUZZ_SEED and FUZZ_RUNS widen a local run. */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 32);

describe('a fuzz run from the OpenAPI document', () => {
  it('finds no request the document allows refused with 400, but for the rules it states in words', async () => {
    // The document as `npm run openapi` prints it (JSON, so nothing but what a reader of the file sees).
    const doc = JSON.parse(JSON.stringify(buildOpenApiDocument())) as OpenApiDocument;
    const transport = inProcessTransport({ seed: 4010 });
    const allows = documentValidator(doc);
    const runs: OperationRun[] = [];
    for (const [i, op] of operationList.entries()) {
      const requests = documentRequests(doc, op, allows, { seed: FUZZ_SEED + i, runs: FUZZ_RUNS });
      runs.push(await fuzzOperation(transport, op, requests));
    }
    const sent = runs.reduce((n, r) => n + r.sent, 0);
    // Fewer than FUZZ_RUNS when the generator's candidates for an operation did not pass the document.
    const perOperation = [
      ...new Set([Math.min(...runs.map((r) => r.sent)), Math.max(...runs.map((r) => r.sent))]),
    ];
    const surprises = runs.flatMap((r) => r.surprises);
    const byRule = new Map<string, number>();
    for (const r of runs)
      for (const [rule, n] of r.prose) {
        const name = `${rule.errorId} ${rule.field ?? ''}`.trim();
        byRule.set(name, (byRule.get(name) ?? 0) + n);
      }
    const prose = [...byRule.values()].reduce((a, b) => a + b, 0);
    const rules = [...byRule].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${n} ${name}`);
    console.info(
      `document fuzz (seed ${FUZZ_SEED}): ${perOperation.join(' to ')} requests per operation, ${runs.length} operations, ` +
        `${sent} requests; ${prose} refused under a rule the document states in words (${rules.join(', ')}), ` +
        `${surprises.length} refused although the document allows them`,
    );
    const byOperation = new Map<string, number>();
    for (const s of surprises) byOperation.set(s.operationId, (byOperation.get(s.operationId) ?? 0) + 1);
    const shown = [...byOperation.keys()].map((id) => surprises.find((s) => s.operationId === id));
    expect(
      shown.map((s) => s && describeSurprise(s)),
      `per operation: ${JSON.stringify(Object.fromEntries(byOperation))}`,
    ).toEqual([]);
  }, 120_000);
});
