import { z } from '../../contracts/zod';
import { nearestNames } from '../../simulator/core/nearest-names';
import type { Transport } from '../../simulator/transports/transport';
import { PROVIDER_STATES, providerState } from './index';
import { StateSetupError, setUpState, tearDownState } from './set-up-state';

/**
 * The state-setup contract (README, "Verifying your backend"): the Pact verifier POSTs
 * `{ "state": NAME, "params": {...}, "action": "setup" | "teardown" }` before and after each interaction, and
 * injects the values a setup answers (`{ "cartId": "..." }`) into the interaction's request. This is the
 * simulator's side of it; a backend team implements the same for its service.
 */
export const stateChange = z.object({
  /** Empty (or absent) for an interaction with no provider state: nothing to set up. */
  state: z.string().nullish(),
  params: z.record(z.string(), z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

export interface StateSetupAnswer {
  readonly status: number;
  readonly body: unknown;
}

const refusal = (status: number, message: string): StateSetupAnswer => ({ status, body: { error: message } });

/** Handles one state change against `transport` (the simulator), in the verification's session. */
export async function handleStateChange(
  raw: unknown,
  transport: Transport,
  session: string,
): Promise<StateSetupAnswer> {
  const parsed = stateChange.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refusal(400, `body.${issue?.path.join('.') || '(body)'}: ${issue?.message ?? 'invalid'}`);
  }
  const { state: name, action } = parsed.data;
  if (action === 'teardown') {
    await tearDownState(transport, session);
    return { status: 200, body: {} };
  }
  if (!name) return { status: 200, body: {} };
  const state = providerState(name);
  if (!state) {
    const near = nearestNames(
      name,
      PROVIDER_STATES.map((s) => s.name),
    );
    return refusal(
      400,
      `no provider state "${name}"${near.length ? `; did you mean: ${near.join(', ')}?` : ''} (harness pact states lists them)`,
    );
  }
  try {
    return { status: 200, body: await setUpState(state, transport, session) };
  } catch (error) {
    if (error instanceof StateSetupError) return refusal(500, error.message);
    throw error;
  }
}
