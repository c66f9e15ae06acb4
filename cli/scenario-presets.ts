import { allScenarios } from '../scenarios';
import { findOperation } from '../simulator/core/operation-lookup';
import type { WorldPreset } from '../simulator/core/simulator';

/**
 * Scenarios as world presets for `harness serve --scenario` and POST /__harness/scenarios/{name}: activating
 * one installs its setup (its faults) in the session, so a storefront or a manual run meets the same world.
 */
export function scenarioPresets(): WorldPreset[] {
  return allScenarios.map((scenario) => ({
    name: scenario.name,
    description: scenario.description,
    tags: scenario.tags,
    apply(world) {
      for (const fault of scenario.setup?.faults ?? []) {
        const op = findOperation(fault.operation);
        if (op) world.faults.add(op.operationId, fault);
      }
    },
  }));
}
