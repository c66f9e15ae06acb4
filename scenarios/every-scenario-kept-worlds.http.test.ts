import { describe, expect, it } from 'vitest';
import { overKeptWorldsPagePerRequest } from '../simulator/testing/transports-under-test';
import { allScenarios } from '.';
import { scenarioPresets } from './presets';
import { failureLines } from './reporters/failure-lines';
import { runScenarios } from './run-many';

/**
 * The whole scenario sweep where every request is a new page load of `npm start` (a new simulator restoring
 * its session's world from the kept snapshot): a part of a world the snapshot lost would fail a later step.
 */
describe('every scenario with a new page per request (kept worlds)', () => {
  it('passes', async () => {
    const under = await overKeptWorldsPagePerRequest({ presets: scenarioPresets(allScenarios) });
    try {
      const summary = await runScenarios(allScenarios, under.transport, { parallel: 8 });
      expect(summary.results.length).toBe(allScenarios.length);
      expect(summary.results.flatMap(failureLines)).toEqual([]);
    } finally {
      await under.close();
    }
  }, 300_000);
});
