import type { CatalogueId } from '../../contracts/errors/error-ids';
import type { Scenario } from '../../scenarios/scenario';
import { operationSteps } from '../../scenarios/scenario';

/** How a scenario reaches an id: a real condition of the simulator's world, or an injected fault. */
export type ReachedBy = 'condition' | 'fault';

export interface ScenarioReach {
  readonly scenario: string;
  readonly by: ReachedBy;
}

/**
 * Whether a step's answer carrying `id` comes from a fault: a fault of the scenario answers that id, or a fault
 * with no id (a status, a network reset) sits on the step's own operation. Everything else is a condition the
 * world reaches (stock, clock, cards, the bot-defence provider's verdict, ...).
 */
function byFault(scenario: Scenario, id: CatalogueId, operation: string | undefined): boolean {
  return (scenario.setup?.faults ?? []).some(
    (fault) => fault.errorId === id || (fault.errorId === undefined && fault.operation === operation),
  );
}

/** The ids one scenario shows: those its steps expect (error id, flash and item codes) and those it `produces`. */
export function reachesOf(scenario: Scenario): Map<CatalogueId, ReachedBy> {
  const reached = new Map<CatalogueId, ReachedBy>();
  const add = (id: CatalogueId, operation: string | undefined) => {
    const by: ReachedBy = byFault(scenario, id, operation) ? 'fault' : 'condition';
    if (reached.get(id) !== 'condition') reached.set(id, by);
  };
  for (const step of operationSteps(scenario)) {
    if (step.expect.errorId) add(step.expect.errorId, step.operation);
    for (const code of step.expect.flash ?? []) add(code, step.operation);
  }
  for (const id of scenario.produces ?? []) if (!reached.has(id)) add(id, undefined);
  return reached;
}

/** Every id's scenarios, those reaching it by a condition first, each list in registry order. */
export function scenarioCoverage(scenarios: readonly Scenario[]): Map<CatalogueId, ScenarioReach[]> {
  const byId = new Map<CatalogueId, ScenarioReach[]>();
  for (const scenario of scenarios)
    for (const [id, by] of reachesOf(scenario)) {
      const list = byId.get(id) ?? [];
      list.push({ scenario: scenario.name, by });
      byId.set(id, list);
    }
  for (const list of byId.values()) list.sort((a, b) => Number(a.by === 'fault') - Number(b.by === 'fault'));
  return byId;
}
