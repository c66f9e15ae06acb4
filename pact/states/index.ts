import { associateStates } from './associate-states';
import { cartStates } from './cart-states';
import { catalogueStates } from './catalogue-states';
import { listsStates } from './lists-states';
import { orderStates } from './order-states';
import { passwordStates } from './password-states';
import { paymentStates } from './payment-states';
import { profileStates } from './profile-states';
import type { ProviderState } from './provider-state';
import { purchaseStates } from './purchase-states';
import { refusalStates } from './refusal-states';
import { sessionStates } from './session-states';

const states = [
  ...sessionStates,
  ...passwordStates,
  ...refusalStates,
  ...profileStates,
  ...cartStates,
  ...catalogueStates,
  ...paymentStates,
  ...orderStates,
  ...associateStates,
  ...purchaseStates,
  ...listsStates,
];

/** Every provider state the storefront's pacts name, in the order `harness pact states` lists them. */
export const PROVIDER_STATES: readonly ProviderState[] = states;

export type ProviderStateName = (typeof states)[number]['name'];

type ValueNames<S> = S extends ProviderState<string, infer V> ? V : never;
/** Every value name a state answers (`cartId`, `accessToken`, ...). */
export type StateValueName = ValueNames<(typeof states)[number]>;

const byName = new Map(PROVIDER_STATES.map((s) => [s.name, s]));

export function providerState(name: string): ProviderState | undefined {
  return byName.get(name);
}

/** The scenarios behind the states, as world presets for a simulator that sets them up. */
export const PROVIDER_STATE_SCENARIOS = PROVIDER_STATES.map((s) => s.scenario);
