import { describe, expect, it } from 'vitest';
import {
  card,
  HOME,
  IN_STOCK,
  newCart,
  placeBody,
  readyCart,
  skuOf,
} from '../handlers/commerce.test-helpers';
import { signIn } from '../handlers/sign-in.test-helpers';
import { apiClient, useTestServer } from '../testing/test-server';
import { restoreWorld, saveWorld, type WorldSnapshot } from './world-snapshot';

/**
 * The browser keeps its worlds across page loads as snapshots (simulator/browser.ts): a world changed by real
 * calls, saved, sent through JSON and restored into another simulator must answer every later call as the
 * original does: the same carts, orders and profile, ids that continue, tokens that still work.
 */
const original = useTestServer();
const restored = useTestServer();
const SESSION = 'kept-world';

type Client = ReturnType<typeof apiClient>;

/** What both simulators are asked after the restore, in order; answers compared without correlation ids. */
async function laterCalls(
  api: Client,
  firstCart: string,
  secondCart: string,
  sku: string,
  refreshToken: string,
) {
  const answers: unknown[] = [];
  const keep = (answer: { status: number; body: unknown }) => answers.push([answer.status, answer.body]);
  keep(await api.get('/consumers-v3/consumer'));
  keep(await api.get(`/cart/v1/cart/${secondCart}`));
  keep(await api.get('/consumers-v3/consumer/purchasehistory'));
  keep(await api.post('/cart/v1/item', { cartId: secondCart, productId: sku, qty: 2 })); // the fault's 2nd and last call
  keep(await api.post('/cart/v1/item', { cartId: secondCart, productId: sku, qty: 1 }));
  keep(await api.post(`/cart/v2/cart/${secondCart}/shippingAddress`, HOME));
  keep(await api.post(`/cart/v1/cart/${secondCart}/billingAddress`, HOME));
  keep(await api.post(`/cart/v1/cart/${secondCart}/paymentInstruments`, card('411111', '1111')));
  keep(await api.put('/cart/v2/checkout/order', placeBody(secondCart)));
  keep(await api.post('/cart/v1/cart', {})); // a new cart: the next id
  keep(await api.get(`/cart/v1/cart/${firstCart}`)); // placed: gone
  keep(await api.get('/__harness/faults'));
  // Rotation: the same next pair (counters continue); then the reuse, past the grace window, ends the family.
  keep(await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken }));
  await api.post('/__harness/clock', { advanceSeconds: 31, freeze: true }); // its offset is from the wall clock
  keep(await api.post('/token/v2/auth/token', { type: 'Refresh', refreshToken }));
  const clock = await api.get('/__harness/clock');
  answers.push([clock.status, clock.body.mode, clock.body.now]); // offsetMs: from the wall clock, which moved on
  return answers;
}

const withoutCorrelation = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v) => (key === 'correlationId' ? undefined : v)));

describe('world snapshots', () => {
  it('restores a changed world into another simulator: same answers, ids continue, tokens valid', async () => {
    const api = apiClient(original.url, SESSION);
    await api.post('/__harness/clock', { set: '2026-06-01T12:00:00Z', freeze: true });
    const token = await signIn(api, 'registered@example.com');
    const sku = await skuOf(original, SESSION, IN_STOCK);
    const firstCart = await readyCart(api, sku);
    await api.post(`/cart/v1/cart/${firstCart}/paymentInstruments`, card('411111', '1111'));
    const placed = await api.put('/cart/v2/checkout/order', placeBody(firstCart));
    expect(placed.body.orderNumber).toMatch(/^EC-0+1$/);
    const secondCart = await newCart(api);
    await api.post('/cart/v1/item', { cartId: secondCart, productId: sku });
    const fault = await api.post('/__harness/faults', {
      operation: 'addCartItem',
      errorId: 'INV406',
      times: 2,
    });
    expect(fault.status).toBe(201);
    await api.post('/cart/v1/item', { cartId: secondCart, productId: sku }); // uses one of the two

    const snapshot = saveWorld(await original.simulator.worlds.get(SESSION));
    const json = JSON.stringify(snapshot);
    const world = await restoreWorld(JSON.parse(json) as WorldSnapshot);
    restored.simulator.worlds.adopt(world);
    // Everything kept comes back: the restored world saves to the same snapshot.
    expect(JSON.parse(JSON.stringify(saveWorld(world)))).toEqual(JSON.parse(json));

    const twin = apiClient(restored.url, SESSION);
    twin.setToken(token.access_token);
    const before = await laterCalls(api, firstCart, secondCart, sku, token.refreshToken);
    const after = await laterCalls(twin, firstCart, secondCart, sku, token.refreshToken);
    expect(withoutCorrelation(after)).toEqual(withoutCorrelation(before));
    // The calls did what they say: the profile answered (the token holds), the second order numbered on.
    expect(before[0]).toMatchObject([200, { consumerDetails: { email: 'registered@example.com' } }]);
    expect(before[8]).toMatchObject([200, { orderNumber: expect.stringMatching(/^EC-0+2$/) }]);
    expect(before[3]).toMatchObject([expect.any(Number), { errorDetails: [{ errorId: 'INV406' }] }]);
    expect(before[12]).toMatchObject([200, { access_token: expect.stringMatching(/^atk-/) }]);
    expect(before[13]).toMatchObject([401, { errorDetails: [{ errorId: 'AUT404' }] }]);
  }, 30_000); // two dozen calls on each of two servers, on a shared machine

  it('keeps a running clock running from its offset, and a fresh world saves almost nothing', async () => {
    const world = await original.simulator.worlds.get('fresh-world');
    world.clock.advance(3_600_000);
    const snapshot = JSON.parse(JSON.stringify(saveWorld(world))) as WorldSnapshot;
    expect(snapshot.db).toEqual({ catalogue: {}, accounts: {}, commerce: {} });
    const back = await restoreWorld(snapshot);
    expect(back.clock.state().mode).toBe('offset');
    expect(Math.abs(back.clock.now().getTime() - world.clock.now().getTime())).toBeLessThan(1000);
    expect(back.shift).toEqual(world.shift);
  });

  it('refuses a snapshot of another format or with a store part this simulator does not have', async () => {
    const snapshot = JSON.parse(JSON.stringify(saveWorld(await original.simulator.worlds.get('x'))));
    await expect(restoreWorld({ ...snapshot, format: 0 })).rejects.toThrow(/format 0/);
    await expect(
      restoreWorld({ ...snapshot, db: { ...snapshot.db, commerce: { baskets: [] } } }),
    ).rejects.toThrow(/db.commerce.baskets/);
  });
});
