import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { ExperimentationSetup, VisitorFacts } from './optimizely-client';

/**
 * Test support for the experimentation chunk against the test simulator: the SDK's calls recorded as they
 * pass through to it, the harness faults of the session they land in, and the controlled clock.
 */

export const SDK_SETUP: ExperimentationSetup = {
  sdkKey: 'summitpeak-us-production',
  baseUrl: '',
  allowed: () => true,
  simulatorInPage: false,
};
export const SDK_VISITOR: VisitorFacts = { country: 'US', loyalty: false, employee: false };

// The SDK's own calls carry no harness session: they land in the simulator's default session.
const DEFAULT_SESSION = { 'content-type': 'application/json', 'x-harness-session': 'default' };

/** Injects a fault into the default session (`{ operation, status }`, `{ operation, errorId }`, ...). */
export const injectFault = (fault: object) =>
  fetch('/__harness/faults', { method: 'POST', headers: DEFAULT_SESSION, body: JSON.stringify(fault) });
export const clearFaults = () => fetch('/__harness/faults', { method: 'DELETE', headers: DEFAULT_SESSION });

/** One fetch the SDK made, when (on the controlled clock), and its answer's status once it came. */
export interface SdkCall {
  url: URL;
  path: string;
  method: string;
  body: string;
  headers: Headers;
  ifModifiedSince: string | null;
  at: number;
  status?: number;
  done: Promise<unknown>;
}

/** Records every fetch, passed through to the simulator (msw's fetch: set up inside the test). */
export function recordFetch(): SdkCall[] {
  const calls: SdkCall[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const answer = realFetch(input, init);
    const url = new URL(String(input), location.href);
    const headers = new Headers(init?.headers);
    const call: SdkCall = {
      url,
      path: url.pathname,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : '',
      headers,
      ifModifiedSince: headers.get('if-modified-since'),
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

/** Lets the requests in flight finish (the simulator answers through real I/O) without moving the clock. */
export async function settle(calls: readonly SdkCall[]): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await Promise.all(calls.map((c) => c.done));
    await vi.advanceTimersByTimeAsync(0);
  }
}

/** Runs the clock timer by timer for `ms`, letting each request's answer come before the clock moves on. */
export async function runFor(calls: readonly SdkCall[], ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (vi.getTimerCount() > 0 && Date.now() < end) {
    await Promise.all(calls.map((c) => c.done));
    await vi.advanceTimersToNextTimerAsync();
  }
  await Promise.all(calls.map((c) => c.done));
  await vi.advanceTimersByTimeAsync(0);
}

/**
 * Each test on a controlled clock with the SDK's console warnings caught; afterwards the clients `stops`
 * names are stopped, no timer may be left running, and the faults are cleared.
 */
export function useSdkOnFakeClock(stops: () => readonly (() => Promise<void>)[]) {
  const console = { warn: undefined as unknown as ReturnType<typeof vi.spyOn> };
  beforeEach(() => {
    vi.useFakeTimers();
    console.warn = vi.spyOn(globalThis.console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    const stopping = Promise.all(stops().map((stop) => stop()));
    await vi.advanceTimersByTimeAsync(10_000);
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    vi.restoreAllMocks();
    await clearFaults();
  });
  return console;
}
