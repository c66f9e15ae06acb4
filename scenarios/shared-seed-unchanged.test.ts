import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../simulator/core/simulator-core';
import { createWorld } from '../simulator/core/world';
import { deepFreeze } from '../simulator/db/deep-freeze';
import { seedData } from '../simulator/db/seed/seed-data';
import { inProcessTransport } from '../simulator/transports/in-process';
import { allScenarios } from '.';
import { scenarioPresets } from './presets';
import { failureLines } from './reporters/failure-lines';
import { runScenarios } from './run-many';

const seeds = [
  ...new Set([DEFAULT_SEED, ...allScenarios.flatMap((s) => (s.seed === undefined ? [] : [s.seed]))]),
];

/** What every world of a seed shares: the generated seed and the seeded collections and promotions a new world reads. */
async function sharedState(seed: number): Promise<string> {
  const { db, data } = await createWorld('probe', seed);
  const { accounts, commerce } = db;
  return JSON.stringify({
    data,
    accounts: [accounts.accounts, accounts.associates, accounts.purchases, accounts.resetCodes].map((c) =>
      c.all(),
    ),
    commerce: [commerce.giftCards.all(), commerce.couponUsage.all(), commerce.promotions],
  });
}

describe('the shared seed', () => {
  it('is the same after every scenario has run in its own session, in parallel, frozen all along', async () => {
    for (const seed of seeds) deepFreeze(seedData(seed));
    const before = await Promise.all(seeds.map(sharedState));

    const summary = await runScenarios(
      allScenarios,
      inProcessTransport({ presets: scenarioPresets(allScenarios) }),
      {
        parallel: 8,
      },
    );

    expect(summary.results.flatMap(failureLines)).toEqual([]);
    expect(await Promise.all(seeds.map(sharedState))).toEqual(before);
  }, 120_000);
});
