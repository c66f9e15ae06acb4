import { describe, expect, it, vi } from 'vitest';
import { useTestSimulator } from '../../testing/simulator-server';
import { EXPERIMENTATION } from './experimentation-constants';
import { decideFlags, stopExperimentation } from './optimizely-client';
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
 * The real SDK (6.6.1, universal entry) as optimizely-client.ts wires it, against the simulator's datafile
 * route, on a controlled clock: the poll every 5 minutes with If-Modified-Since and its 304, and the spec's
 * back-off after failed polls (the transport holds the SDK's sooner retries).
 */
useTestSimulator();

const DATAFILE_PATH = `/datafiles/${SDK_SETUP.sdkKey}.json`;
const LAST_MODIFIED = 'Thu, 01 Jan 2026 00:00:00 GMT';
const setup = SDK_SETUP;
const visitor = SDK_VISITOR;
const caught = useSdkOnFakeClock(() => [stopExperimentation]);

describe('datafile polling (spec 001 sections 7 and 9)', () => {
  it('polls every 5 minutes with If-Modified-Since; the 304 changes nothing', async () => {
    const calls = recordFetch();
    const datafile = () => calls.filter((c) => c.path === DATAFILE_PATH);

    const first = await decideFlags(setup, ['home_hero'], visitor);
    expect(first?.home_hero).toMatch(/^(control|variation_1)$/);
    await settle(calls);
    expect(datafile()).toMatchObject([{ ifModifiedSince: null, status: 200 }]);

    expect(EXPERIMENTATION.datafilePollMs).toBe(300_000);
    await vi.advanceTimersByTimeAsync(EXPERIMENTATION.datafilePollMs - 1);
    await settle(calls);
    expect(datafile()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await settle(calls);
    expect(datafile()).toMatchObject([{ status: 200 }, { ifModifiedSince: LAST_MODIFIED, status: 304 }]);
    expect(await decideFlags(setup, ['home_hero'], visitor)).toEqual(first);

    // A 304 is a success: the next poll comes a full interval later, again conditional.
    await vi.advanceTimersByTimeAsync(EXPERIMENTATION.datafilePollMs);
    await settle(calls);
    expect(datafile().slice(2)).toMatchObject([{ ifModifiedSince: LAST_MODIFIED, status: 304 }]);
  });

  it('backs off after failed polls as spec 001 section 9 says (0, 8, 16 ... s plus up to 1 s), then polls again', async () => {
    const calls = recordFetch();
    const datafile = () => calls.filter((c) => c.path === DATAFILE_PATH);
    /** Runs the clock timer by timer (so each answer comes before the clock moves on) to the next poll. */
    const nextPoll = async () => {
      const before = datafile().length;
      for (let timers = 0; timers < 50 && datafile().length === before; timers++) {
        await vi.advanceTimersToNextTimerAsync();
        await settle(calls);
      }
      return datafile().at(-1);
    };
    const first = await decideFlags(setup, ['home_hero'], visitor);
    await settle(calls);
    await injectFault({ operation: 'getDatafile', status: 500 });

    const failed = await nextPoll();
    expect(failed).toMatchObject({ status: 500 });
    expect((failed?.at ?? 0) - (datafile()[0]?.at ?? 0)).toBe(EXPERIMENTATION.datafilePollMs);
    const retries = [await nextPoll(), await nextPoll()];
    await clearFaults();
    retries.push(await nextPoll());

    expect(datafile().map((c) => c.status)).toEqual([200, 500, 500, 500, 304]);
    // The wait after the nth failure in a row: the spec's step (0, 8, 16 s) plus a jitter below 1 s, and
    // never sooner than the SDK's own retry (1, 2, 4 s plus up to 0.5 s), which is what the first one is.
    const waits = datafile()
      .slice(1)
      .map((call, i) => call.at - (datafile()[i]?.at ?? 0));
    const [, ...backoffs] = waits;
    expect(backoffs).toHaveLength(3);
    const [afterFirst = 0, afterSecond = 0, afterThird = 0] = backoffs;
    expect(afterFirst).toBeGreaterThanOrEqual(1_000);
    expect(afterFirst).toBeLessThanOrEqual(1_500);
    expect(afterSecond).toBeGreaterThanOrEqual(8_000);
    expect(afterSecond).toBeLessThanOrEqual(9_000);
    expect(afterThird).toBeGreaterThanOrEqual(16_000);
    expect(afterThird).toBeLessThanOrEqual(17_000);
    // The failures are logged for developers, never thrown; the last datafile still decides.
    expect(caught.warn.mock.calls.flat().join('\n')).toMatch(
      /Datafile fetch request failed with status: 500/,
    );
    expect(await decideFlags(setup, ['home_hero'], visitor)).toEqual(first);

    // Success resets the back-off: the next poll is a whole interval later.
    const next = await nextPoll();
    expect((next?.at ?? 0) - (retries[2]?.at ?? 0)).toBe(EXPERIMENTATION.datafilePollMs);
    expect(next).toMatchObject({ ifModifiedSince: LAST_MODIFIED, status: 304 });
  });
});
