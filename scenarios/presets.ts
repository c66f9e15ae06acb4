import { applyClockChange } from '../simulator/control/clock-body';
import { applyWorldSetup } from '../simulator/control/world-setup';
import type { WorldPreset } from '../simulator/core/simulator-core';
import type { Scenario } from './scenario';

/**
 * Scenarios as world presets for `harness serve --scenario` and POST /__harness/scenarios/{name}: activating
 * one starts the session on the scenario's seed with its stock levels, catalogue and store changes, address rules, faults,
 * bot checks made to fail and clock. The shopper and cart are
 * not here: the runner makes them through the API, as a storefront would.
 */
export function scenarioPresets(scenarios: readonly Scenario[]): WorldPreset[] {
  return scenarios.map((scenario) => ({
    name: scenario.name,
    description: scenario.description,
    tags: scenario.tags,
    ...(scenario.seed === undefined ? {} : { seed: scenario.seed }),
    apply: async (world) => {
      // The clock first: changes `afterMinutes` count from the session's clock as the setup leaves it.
      if (scenario.setup?.clock) applyClockChange(world.clock, scenario.setup.clock);
      await applyWorldSetup(world, {
        inventory: scenario.setup?.inventory ?? [],
        catalogue: scenario.setup?.catalogue ?? [],
        stores: scenario.setup?.stores ?? [],
        addressRules: scenario.setup?.addressRules ?? [],
        faults: scenario.setup?.faults ?? [],
        ...(scenario.setup?.botCheck ? { botCheck: scenario.setup.botCheck } : {}),
      });
    },
  }));
}
