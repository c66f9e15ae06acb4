import { flowScenarios } from './flows';
import type { Scenario } from './scenario';

/** Every scenario the harness knows: the named flows (and, next, one per catalogue error id). */
export const allScenarios: readonly Scenario[] = [...flowScenarios];

export function scenarioNames(): string[] {
  return allScenarios.map((s) => s.name);
}
