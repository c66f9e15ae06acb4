import { describe, expect, it } from 'vitest';
import { scenarioPresets } from '../../scenarios/presets';
import { STOREFRONT_HEADERS } from '../../simulator/testing/storefront-headers';
import { inProcessTransport } from '../../simulator/transports/in-process';
import { PROVIDER_STATE_SCENARIOS, PROVIDER_STATES, providerState } from './index';
import { StateSetupError, setUpState, tearDownState } from './set-up-state';

const transport = inProcessTransport({ presets: scenarioPresets(PROVIDER_STATE_SCENARIOS) });
let sessions = 0;
const newSession = () => `state-test-${++sessions}`;

function state(name: string) {
  const found = providerState(name);
  if (!found) throw new Error(`no state ${name}`);
  return found;
}

const call = (session: string, token: string, method: string, path: string, body?: unknown) =>
  transport.send({
    method,
    path,
    headers: {
      ...STOREFRONT_HEADERS,
      'content-type': 'application/json',
      'x-harness-session': session,
      authorization: `Bearer ${token}`,
    },
    body,
  });

describe('provider states on the simulator', () => {
  it.each(PROVIDER_STATES.map((s) => [s.name, s] as const))(
    '"%s" sets up and answers every value',
    async (_, s) => {
      const values = await setUpState(s, transport, newSession());
      expect(Object.keys(values).sort()).toEqual(Object.keys(s.values).sort());
      for (const value of Object.values(values)) expect(value).not.toBe('');
    },
  );

  it('"a guest cart with two lines" is a cart the token can read, with two lines', async () => {
    const session = newSession();
    const v = await setUpState(state('a guest cart with two lines'), transport, session);
    const cart = await call(session, v.accessToken as string, 'GET', `/cart/v1/cart/${v.cartId}`);
    expect(cart.status).toBe(200);
    const lines = (cart.body as { items: { bonus?: boolean }[] }).items.filter((i) => !i.bonus);
    expect(lines).toHaveLength(2);
  });

  it('"the cart does not exist" and "the cart belongs to another shopper" answer the recovery ids', async () => {
    const gone = newSession();
    const missing = await setUpState(state('the cart does not exist'), transport, gone);
    const read = await call(gone, missing.accessToken as string, 'GET', `/cart/v1/cart/${missing.cartId}`);
    expect((read.body as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('BSK404');

    const theirs = newSession();
    const other = await setUpState(state('the cart belongs to another shopper'), transport, theirs);
    const refused = await call(theirs, other.accessToken as string, 'GET', `/cart/v1/cart/${other.cartId}`);
    expect(refused.status).toBe(403);
  });

  it('a state with world changes (an injected fault) applies them to its session only', async () => {
    const session = newSession();
    const v = await setUpState(state("the cart's delivery can no longer be switched"), transport, session);
    const body = { cartId: v.cartId, itemIds: [v.itemId], code: 'pickup', storeId: v.storeId };
    const refused = await call(session, v.accessToken as string, 'POST', '/cart/v1/shippingMethod', body);
    expect((refused.body as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('ORD516');
    await tearDownState(transport, session);
    const fresh = newSession();
    const again = await setUpState(state('a guest cart with two lines'), transport, fresh);
    const ok = await call(fresh, again.accessToken as string, 'POST', '/cart/v1/shippingMethod', {
      cartId: again.cartId,
      itemIds: [again.itemId],
      code: 'pickup',
      storeId: again.storeId,
    });
    expect(ok.status).toBe(200);
  });

  it('a state whose setup fails says which step and why', async () => {
    const broken = {
      ...state('a guest shopper'),
      values: { nothing: { means: 'x', simulator: { saved: 'nope' } } },
    };
    await expect(setUpState(broken, transport, newSession())).rejects.toThrow(StateSetupError);
    await expect(setUpState(broken, transport, newSession())).rejects.toThrow(/saved no nope/);
  });
});
