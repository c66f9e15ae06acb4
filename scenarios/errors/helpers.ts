import type { CatalogueId } from '../../contracts/errors/error-ids';
import type { OperationId } from '../../contracts/registry/operations';
import { defineScenario, type Scenario, type Step } from '../scenario';

/** A scenario producing `id` from a real domain condition: its last step expects `id`. */
export function realError(group: string, id: CatalogueId, description: string, steps: Step[]): Scenario {
  return defineScenario({
    name: `error-${id.toLowerCase().replaceAll('_', '-')}`,
    description,
    tags: ['error', group],
    produces: [id],
    steps,
  });
}

/** A scenario for an id no domain condition reaches: a fault on `operation` answers it once. */
export function injectedError(
  group: string,
  id: CatalogueId,
  operation: OperationId,
  description: string,
  steps: Step[],
): Scenario {
  return defineScenario({
    name: `error-${id.toLowerCase().replaceAll('_', '-')}`,
    description,
    tags: ['error', group],
    injected: true,
    produces: [id],
    setup: { faults: [{ operation, errorId: id, times: 1 }] },
    steps,
  });
}
