import { describe, expect, it, vi } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import * as firstPage from './optimizely-client';
import {
  clearFaults,
  injectFault,
  recordFetch,
  SDK_SETUP,
  SDK_VISITOR,
  settle,
  useSdkOnFakeClock,
} from './sdk-test-support';

/**
 * Spec 001 section 7: pending events are kept in local storage and resent on the next page load; a beacon
 * is used on page close. The real SDK (6.6.1) as optimizely-client.ts wires it, on a controlled clock: the
 * page closes while its impression is queued, the browser refuses the beacon, and a fresh copy of the
 * experimentation chunk (the next page load, same local storage) sends the kept batch to the event log.
 */
useTestSimulator();

const PENDING = 'optimizely-pending:';
const setup = SDK_SETUP;
const visitor = SDK_VISITOR;

/** The pending events in local storage, by key: the SDK keeps `{ id, event }` with the event's uuid. */
function pendingEvents(): Map<string, { event: { uuid: string; type: string } }> {
  const found = new Map<string, { event: { uuid: string; type: string } }>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PENDING)) found.set(key, JSON.parse(localStorage.getItem(key) ?? 'null'));
  }
  return found;
}

const stops: (() => Promise<void>)[] = [];
useSdkOnFakeClock(() => stops.splice(0));

describe('pending events', () => {
  it('a batch the closing page could not send stays in local storage and goes out on the next page load', async () => {
    const calls = recordFetch();
    const eventLog = () => calls.filter((c) => c.method === 'POST' && c.path === '/v1/events');
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(false);
    stops.push(firstPage.stopExperimentation);

    // Page 1: the decision queues its impression, which the SDK keeps in the store before sending.
    expect((await firstPage.decideFlags(setup, ['home_hero'], visitor))?.home_hero).toBeDefined();
    await settle(calls);
    const kept = pendingEvents();
    expect(kept.size).toBe(1);
    const [[key, stored]] = [...kept] as [[string, { event: { uuid: string; type: string } }]];
    expect(stored.event.type).toBe('impression');

    // The page closes before the 1 s flush: the batch goes by beacon, which the browser refuses.
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(5_000);
    await settle(calls);
    // Refused each time: the SDK's first try and its 5 retries.
    expect(beacon).toHaveBeenCalledTimes(6);
    expect(beacon.mock.calls.every(([url]) => url === '/v1/events')).toBe(true);
    expect(eventLog()).toEqual([]);
    expect([...pendingEvents().keys()]).toEqual([key]);

    // Page 2: a fresh copy of the chunk, the same local storage. Starting sends what was kept.
    vi.resetModules();
    const nextPage = await import('./optimizely-client');
    stops.push(nextPage.stopExperimentation);
    expect(await nextPage.decideFlags(setup, [], visitor)).toEqual({});
    await settle(calls);

    expect(eventLog()).toHaveLength(1);
    const [sent] = eventLog();
    expect(sent?.status).toBe(204);
    const batch = JSON.parse(sent?.body ?? '{}') as {
      visitors: { snapshots: { events: { uuid: string; key: string }[] }[] }[];
    };
    const uuids = batch.visitors.flatMap((v) => v.snapshots.flatMap((s) => s.events.map((e) => e.uuid)));
    expect(uuids).toEqual([stored.event.uuid]);
    // Accepted: nothing is pending any more, and it is not sent again.
    expect(pendingEvents().size).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle(calls);
    expect(eventLog()).toHaveLength(1);
  });

  it('a batch the event log refuses stays pending and is sent again, then removed', async () => {
    await injectFault({ operation: 'logExperimentationEvents', status: 503 });
    const calls = recordFetch();
    const eventLog = () => calls.filter((c) => c.method === 'POST' && c.path === '/v1/events');
    stops.push(firstPage.stopExperimentation);

    await firstPage.decideFlags(setup, ['home_hero'], visitor);
    // Flushed after 1 s; 503, retried by the SDK, then given up: the event stays pending.
    await vi.advanceTimersByTimeAsync(10_000);
    await settle(calls);
    expect(eventLog().map((c) => c.status)).toEqual(Array(6).fill(503));
    expect(pendingEvents().size).toBe(1);

    await clearFaults();
    const failures = eventLog().length;
    // The SDK retries failed events every 20 s while the page stays open.
    await vi.advanceTimersByTimeAsync(15_000);
    await settle(calls);
    expect(
      eventLog()
        .slice(failures)
        .map((c) => c.status),
    ).toEqual([204]);
    expect(pendingEvents().size).toBe(0);
  });

  it('with the simulator in the page (npm start), a leaving page sends nothing: its batch waits for the next load', async () => {
    const calls = recordFetch();
    const eventLog = () => calls.filter((c) => c.method === 'POST' && c.path === '/v1/events');
    const beacon = vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    stops.push(firstPage.stopExperimentation);
    const inPage = { ...setup, simulatorInPage: true };

    // The shopper follows a link before the 1 s flush: msw stops answering for this page at beforeunload.
    await firstPage.decideFlags(inPage, ['home_hero'], visitor);
    dispatchEvent(new Event('beforeunload'));
    await vi.advanceTimersByTimeAsync(5_000);
    dispatchEvent(new Event('pagehide'));
    await settle(calls);
    expect(eventLog()).toEqual([]);
    expect(beacon).not.toHaveBeenCalled();
    expect(pendingEvents().size).toBe(1);

    vi.resetModules();
    const nextPage = await import('./optimizely-client');
    stops.push(nextPage.stopExperimentation);
    await nextPage.decideFlags(inPage, [], visitor);
    await settle(calls);
    expect(eventLog().map((c) => c.status)).toEqual([204]);
    expect(pendingEvents().size).toBe(0);
  });
});
