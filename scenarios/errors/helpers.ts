import type { CatalogueId } from '../../contracts/errors/error-ids';
import type { OperationId } from '../../contracts/registry/operations';
import { VALID_CARD_YEAR } from '../../simulator/testing/card-expiry';
import { HOME } from '../flows/flow-steps';
import {
  defineScenario,
  type Scenario,
  type ScenarioSetup,
  type Step,
  type StepExpectation,
  step,
} from '../scenario';

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

/**
 * A scenario for an id no domain condition reaches: a fault on `operation` answers it once. `force` injects
 * an id the operation does not declare (one the connection answers before any operation is known).
 */
export function injectedError(
  group: string,
  id: CatalogueId,
  operation: OperationId,
  description: string,
  body: ScenarioBody,
  { force = false } = {},
): Scenario {
  const { setup, steps } = bodyOf(body);
  const fault = { operation, errorId: id, times: 1, ...(force ? { force } : {}) };
  return defineScenario({
    name: nameOf(id),
    description,
    tags: ['error', group],
    injected: true,
    produces: [id],
    setup: { ...setup, faults: [...(setup.faults ?? []), fault] },
    steps,
  });
}

/** Saves Ivy Chen's test card (411111/1111) with this token to the signed-in shopper's wallet. */
export const saveCard = (token: string, expect: StepExpectation, expiryYear = VALID_CARD_YEAR): Step =>
  step('savePaymentInstrument', {
    name: `save card ${token}`,
    body: {
      payment_method_id: 'CREDIT_CARD',
      card: {
        token,
        cardType: 'VISA',
        bin: '411111',
        lastFour: '1111',
        expiryMonth: 12,
        expiryYear,
        holderName: 'Ivy Chen',
      },
      address: { ...HOME, firstName: 'Ivy', lastName: 'Chen' },
      recaptcha_response: 'bot-check-ok',
    },
    expect,
  });
