import type { WorldPreset } from '../simulator/core/simulator';

/**
 * The scenarios the server can activate. The scenarios issue registers the named flow and error
 * scenarios here; until then the list is empty and `--scenario` reports that no such scenario exists.
 */
export function scenarioPresets(): WorldPreset[] {
  return [];
}
