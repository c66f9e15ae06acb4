import { errorScenarios } from './errors';
import { flowScenarios } from './flows';
import type { Scenario } from './scenario';

/** Every scenario the harness knows: the named flows and one per catalogue error id. */
export const allScenarios: readonly Scenario[] = [...flowScenarios, ...errorScenarios];
