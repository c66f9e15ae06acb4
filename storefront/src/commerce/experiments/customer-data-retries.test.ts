import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { EXPERIMENTATION } from './experimentation-constants';
import { decideFlags, stopExperimentation } from './optimizely-client';
import { VISITOR_ID_KEY } from './visitor-id';

/**
 * Spec 001 sections 8 and 9: a customer-data event goes as one pixel call (batch size 1), is retried up to
 * 3 times on a 5xx, and a failure is only logged. The real SDK (6.6.1) as optimizely-client.ts wires it
 * (eventMaxRetries passed through to its event manager), on a controlled clock, against the simulator.
 */
useTestSimulator();

const setup = { sdkKey: 'summitpeak-us-production', baseUrl: '', allowed: () => true };
const visitor = { country: 'US', loyalty: false, employee: false };
const defaultSession = { 'content-type': 'application/json', 'x-harness-session': 'default' };

interface Call {
  url: URL;
  at: number;
  status?: number;
  done: Promise<unknown>;
}

/** Every fetch the SDK makes through our transport, passed through to the simulator. */
function recordFetch(): Call[] {
  const calls: Call[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const answer = realFetch(input, init);
    const call: Call = {
      url: new URL(String(input), location.href),
      at: Date.now(),
      done: answer
        .then((r) =>
          r
            .clone()
            .text()
            .then(() => (call.status = r.status)),
        )
        .catch(() => {}),
    };
    calls.push(call);
    return answer;
  });
  return calls;
}

/** Runs the clock timer by timer for `ms`, letting each request's answer come before the clock moves on. */
async function runFor(calls: Call[], ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (vi.getTimerCount() > 0 && Date.now() < end) {
    await Promise.all(calls.map((c) => c.done));
    await vi.advanceTimersToNextTimerAsync();
  }
  await Promise.all(calls.map((c) => c.done));
  await vi.advanceTimersByTimeAsync(0);
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  const stopping = stopExperimentation();
  await vi.advanceTimersByTimeAsync(10_000);
  await stopping;
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
  await fetch('/__harness/faults', { method: 'DELETE', headers: defaultSession });
});

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
    await fetch('/__harness/faults', {
      method: 'POST',
      headers: defaultSession,
      body: JSON.stringify({ operation: 'sendCustomerDataEvent', status: 503 }),
    });
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
    expect(warn.mock.calls.flat().join('\n')).toMatch(/OdpEventManager: failed to send odp events/);

    // Given up for good: nothing more goes out for that event.
    await runFor(calls, 60_000);
    expect(pixels()).toHaveLength(4);
  });
});
