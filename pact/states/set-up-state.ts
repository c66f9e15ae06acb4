import { failureLines } from '../../scenarios/reporters/failure-lines';
import { runInSession } from '../../scenarios/runner';
import type { Transport } from '../../simulator/transports/transport';
import type { ProviderState } from './provider-state';

/** What a state's setup answers: each of its values by name (`{ cartId: 'bk-000001', ... }`). */
export type StateValues = Readonly<Record<string, string>>;

/** A state the target could not set up; the message names the step that failed and why. */
export class StateSetupError extends Error {}

/**
 * Sets up `state` in the session `session` of the target (the simulator through its control API and API):
 * activates its world changes when it has any, runs its setup and steps, and answers its values. The
 * session's world stays for the interaction that follows; the state-setup teardown ends it.
 */
export async function setUpState(
  state: ProviderState,
  transport: Transport,
  session: string,
): Promise<StateValues> {
  const { result, vars } = await runInSession(state.scenario, transport, session, { keepSession: true });
  if (!result.passed) {
    const why = result.error ?? failureLines(result).join('; ');
    throw new StateSetupError(`provider state "${state.name}" could not be set up: ${why}`);
  }
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(state.values)) {
    const found = 'fixed' in value.simulator ? value.simulator.fixed : vars[value.simulator.saved];
    if (typeof found !== 'string' || found === '')
      throw new StateSetupError(
        `provider state "${state.name}": its setup saved no ${'saved' in value.simulator ? value.simulator.saved : name}`,
      );
    values[name] = found;
  }
  return values;
}

/** Ends the session a state was set up in (the state-setup teardown): the next interaction starts afresh. */
export async function tearDownState(transport: Transport, session: string): Promise<void> {
  await transport.send({
    method: 'DELETE',
    path: `/__harness/sessions/${encodeURIComponent(session)}`,
    headers: { 'x-harness-session': session },
  });
}
