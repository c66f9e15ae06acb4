import { describe, expect, it } from 'vitest';
import { OTHER_TRANSPORTS, overKeptWorldsPagePerRequest } from '../simulator/testing/transports-under-test';
import { allScenarios } from '.';
import { scenarioPresets } from './presets';
import { failureLines } from './reporters/failure-lines';
import { runScenarios } from './run-many';

/**
 * The whole scenario sweep (flows and error scenarios) through the transports other than the in-process
 * core, which all-scenarios.test.ts and errors/errors.test.ts use: the same answers on every transport.
 * The last is `npm start`'s kept worlds with a new page per request (a new simulator restoring its session's
 * world from the snapshot): a part of a world the snapshot lost would fail a later step.
 */
const SWEPT = [
  ...OTHER_TRANSPORTS,
  ['kept worlds, a new page per request', overKeptWorldsPagePerRequest],
] as const;

describe.each(SWEPT)('every scenario over %s', (_label, start) => {
  it('passes', async () => {
    const under = await start({ presets: scenarioPresets(allScenarios) });
    try {
      const summary = await runScenarios(allScenarios, under.transport, { parallel: 8 });
      expect(summary.results.length).toBe(allScenarios.length);
      expect(summary.results.flatMap(failureLines)).toEqual([]);
    } finally {
      await under.close();
    }
  }, 300_000);
});
