import { describe, expect, it } from 'vitest';
import { scenarioPresets } from '../../scenarios/presets';
import { inProcessTransport } from '../../simulator/transports/in-process';
import { PROVIDER_STATE_SCENARIOS } from './index';
import { handleStateChange } from './state-setup-handler';

const transport = inProcessTransport({ presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });

describe('the state-setup contract on the simulator', () => {
  it('answers the values of a state it set up, and ends the session on teardown', async () => {
    const setup = await handleStateChange(
      { state: 'an empty guest cart', params: {}, action: 'setup' },
      transport,
      's1',
    );
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ cartId: expect.any(String), accessToken: expect.any(String) });
    const down = await handleStateChange(
      { state: 'an empty guest cart', action: 'teardown' },
      transport,
      's1',
    );
    expect(down).toEqual({ status: 200, body: {} });
  });

  it('refuses an unknown state with the nearest names, and a malformed change naming the field', async () => {
    const unknown = await handleStateChange({ state: 'an empty guest crat' }, transport, 's2');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('did you mean: an empty guest cart');
    const malformed = await handleStateChange(
      { state: 'an empty guest cart', action: 'undo' },
      transport,
      's2',
    );
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('body.action');
  });
});
