import type { CatalogueId } from '../../contracts/errors/error-ids';
import type { OperationId } from '../../contracts/registry/operations';
import { defineScenario, type Scenario, type ScenarioSetup, type Step } from '../scenario';

/** A scenario's steps, alone or with the setup they start from. */
type ScenarioBody = Step[] | { readonly setup: ScenarioSetup; readonly steps: Step[] };

const bodyOf = (body: ScenarioBody) => (Array.isArray(body) ? { setup: {}, steps: body } : body);

/** Steps taken by a seeded account, signed in as the scenario's setup. */
export const signedIn = (email: string, steps: Step[]): ScenarioBody => ({
  setup: { shopper: { signIn: email } },
  steps,
});

const nameOf = (id: CatalogueId) => `error-${id.toLowerCase().replaceAll('_', '-')}`;

/** A scenario producing `id` from a real domain condition: its last step expects `id`. */
export function realError(group: string, id: CatalogueId, description: string, body: ScenarioBody): Scenario {
  const { setup, steps } = bodyOf(body);
  return defineScenario({
    name: nameOf(id),
    description,
    tags: ['error', group],
    produces: [id],
    ...(Object.keys(setup).length > 0 ? { setup } : {}),
    steps,
  });
}

/** A scenario for an id no domain condition reaches: a fault on `operation` answers it once. */
export function injectedError(
  group: string,
  id: CatalogueId,
  operation: OperationId,
  description: string,
  body: ScenarioBody,
): Scenario {
  const { setup, steps } = bodyOf(body);
  return defineScenario({
    name: nameOf(id),
    description,
    tags: ['error', group],
    injected: true,
    produces: [id],
    setup: { ...setup, faults: [...(setup.faults ?? []), { operation, errorId: id, times: 1 }] },
    steps,
  });
}
