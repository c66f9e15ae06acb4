import {
  defineScenario,
  type Scenario,
  type ScenarioSetup,
  type ScenarioStep,
} from '../../scenarios/scenario';

/** A value a state's setup answers with, which the pact injects into requests (`${cartId}`). */
export interface StateValue {
  /** What it is, for a backend team reproducing the state ("the id of that cart"). */
  readonly means: string;
  /** The simulator's value: a variable the setup steps saved (`{ saved: 'cartId' }`) or a seed id. */
  readonly simulator: { readonly saved: string } | { readonly fixed: string };
}

/**
 * A Pact provider state: a situation a backend team can reproduce, named as the pacts name it ("a guest cart
 * with two lines"). For the simulator it is a scenario: its setup (shopper, cart, stock, faults) and steps run
 * through the control API and the API, as `harness scenario` runs them; its saved variables become the values.
 */
export interface ProviderState<Name extends string = string, Value extends string = string> {
  readonly name: Name;
  /** What the state sets up, in a sentence a backend team can act on. */
  readonly setsUp: string;
  readonly values: Readonly<Record<Value, StateValue>>;
  /** How the simulator makes it (kebab-case name `pact-...`; also its world preset when it changes the world). */
  readonly scenario: Scenario;
}

interface StateInput<Name extends string, Value extends string> {
  readonly name: Name;
  readonly setsUp: string;
  readonly values: Readonly<Record<Value, StateValue>>;
  readonly setup?: ScenarioSetup;
  readonly steps?: readonly ScenarioStep[];
}

const kebab = (name: string) =>
  `pact-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`.slice(0, 64);

export const saved = (name: string): StateValue['simulator'] => ({ saved: name });
export const fixed = (value: string): StateValue['simulator'] => ({ fixed: value });

export function defineProviderState<const Name extends string, const Value extends string>(
  input: StateInput<Name, Value>,
): ProviderState<Name, Value> {
  return {
    name: input.name,
    setsUp: input.setsUp,
    values: input.values,
    scenario: defineScenario({
      name: kebab(input.name),
      description: `Pact provider state "${input.name}": ${input.setsUp}`,
      tags: ['pact'],
      ...(input.setup ? { setup: input.setup } : {}),
      steps: input.steps ?? [],
    }),
  };
}
