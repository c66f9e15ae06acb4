import { setupWorker } from 'msw/browser';
import type { RequestCore } from './core/plain';
import { SESSION_HEADER } from './core/worlds';
import { CoreHandler } from './msw/core-handler';
import { indexedDbWorlds, webLock } from './persist/indexed-db-worlds';
import { persistentCore } from './persist/persistent-core';
import { createRequestCore } from './request-core';
import { createSimulator, type SimulatorOptions } from './simulator';

export interface BrowserSimulatorOptions extends SimulatorOptions {
  /**
   * Keep the worlds across page loads and tabs of the browser profile (IndexedDB, persist/): msw answers on
   * the page's main thread, so without it every full page load would start a new world. Default true.
   */
  readonly keepWorlds?: boolean;
  /** The session of requests without `x-harness-session` (default: `default`), e.g. one per e2e test. */
  readonly session?: string;
}

/** Requests that name no session go to `session`. */
const inSession =
  (core: RequestCore, session: string): RequestCore =>
  (request) =>
    core(
      request.headers[SESSION_HEADER]
        ? request
        : { ...request, headers: { ...request.headers, [SESSION_HEADER]: session } },
    );

/**
 * The simulator answering through the browser's service worker, for `npm start` (the storefront fully
 * offline). msw's worker hands each request to the page that sent it, so the simulator runs in the page.
 */
export async function startBrowserSimulator(options: BrowserSimulatorOptions = {}) {
  const { keepWorlds = true, session, ...simulatorOptions } = options;
  const simulator = createSimulator(simulatorOptions);
  const plain = createRequestCore(simulator, { fallback: false });
  const kept = keepWorlds ? persistentCore(simulator, plain, indexedDbWorlds, webLock) : plain;
  const worker = setupWorker(new CoreHandler(session ? inSession(kept, session) : kept));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return { simulator, worker };
}

/** Forgets every world the browser kept (`?harness-reset` in `npm start`); the next request starts afresh. */
export function forgetKeptWorlds(): Promise<void> {
  return webLock(() => indexedDbWorlds.clear());
}
