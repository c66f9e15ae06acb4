import { describe, expect, it } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { EXPERIMENTATION } from './experimentation-constants';
import { decideFlags, stopExperimentation } from './optimizely-client';
import {
  injectFault,
  recordFetch,
  runFor,
  SDK_SETUP,
  SDK_VISITOR,
  useSdkOnFakeClock,
} from './sdk-test-support';
import { VISITOR_ID_KEY } from './visitor-id';

/**
 * Spec 001 sections 8 and 9: a customer-data event goes as one pixel call (batch size 1), is retried up to
 * 3 times on a 5xx, and a failure is only logged. The real SDK (6.6.1) as optimizely-client.ts wires it
 * (eventMaxRetries passed through to its event manager), on a controlled clock, against the simulator.
 */
useTestSimulator();

const setup = SDK_SETUP;
const visitor = SDK_VISITOR;
const caught = useSdkOnFakeClock(() => [stopExperimentation]);

describe('customer-data events', () => {
  it("announce the visitor once, as one pixel GET with the datafile's public key", async () => {
    const calls = recordFetch();
    const pixels = () => calls.filter((c) => c.url.pathname === '/event');
    await decideFlags(setup, ['home_hero'], visitor);
    await runFor(calls, 5_000);
    await decideFlags(setup, ['home_hero'], visitor);
    await runFor(calls, 5_000);

    expect(pixels()).toHaveLength(1);
    const [pixel] = pixels();
    expect(pixel?.status).toBe(204);
    expect(Object.fromEntries(pixel?.url.searchParams ?? [])).toMatchObject({
      tracker_id: 'W4WzcEs-ABgXorzY7h1LCQ',
      event_type: 'fullstack',
      vdl_action: 'client_initialized',
      vuid: localStorage.getItem(VISITOR_ID_KEY),
      data_source_type: 'sdk',
    });
  });

  it('are retried 3 times on a 5xx (4 calls in all), then given up and logged, never thrown', async () => {
    expect(EXPERIMENTATION.customerDataRetries).toBe(3);
    await injectFault({ operation: 'sendCustomerDataEvent', status: 503 });
    const calls = recordFetch();
    const pixels = () => calls.filter((c) => c.url.pathname === '/event');

    // The decision itself is unaffected.
    expect((await decideFlags(setup, ['home_hero'], visitor))?.home_hero).toMatch(/^(control|variation_1)$/);
    await runFor(calls, 10_000);

    // The SDK's own default is 2 retries (3 calls): 4 shows ours is the one it uses.
    expect(pixels().map((c) => c.status)).toEqual([503, 503, 503, 503]);
    const idempotence = new Set(pixels().map((c) => c.url.searchParams.get('idempotence_id')));
    expect(idempotence.size).toBe(1);
    // Its back-off between tries: 200, 400, 800 ms, each plus a jitter below 50 ms.
    const waits = pixels()
      .slice(1)
      .map((c, i) => c.at - (pixels()[i]?.at ?? 0));
    expect(waits).toHaveLength(3);
    for (const [i, wait] of waits.entries()) {
      expect(wait).toBeGreaterThanOrEqual(200 * 2 ** i);
      expect(wait).toBeLessThanOrEqual(200 * 2 ** i + 50);
    }
    expect(caught.warn.mock.calls.flat().join('\n')).toMatch(/OdpEventManager: failed to send odp events/);

    // Given up for good: nothing more goes out for that event.
    await runFor(calls, 60_000);
    expect(pixels()).toHaveLength(4);
  });
});
