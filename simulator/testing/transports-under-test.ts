import { setupServer } from 'msw/node';
import type { RequestCore } from '../core/plain';
import { CoreHandler } from '../msw/core-handler';
import { createHandlers } from '../msw/create-handlers';
import { type ServeOptions, startServer } from '../node';
import { persistentCore } from '../persist/persistent-core';
import { memoryLock, memorySavedWorlds } from '../persist/saved-worlds';
import { createRequestCore } from '../request-core';
import { createSimulator, type SimulatorOptions } from '../simulator';
import { httpTransport } from '../transports/http';
import type { Transport } from '../transports/transport';

/**
 * The simulator behind each transport other than the in-process core, for the suites that must pass on every
 * one (issue 13): a real `harness serve`, and msw's `setupServer` as the storefront's tests use it.
 */
export interface TransportUnderTest {
  readonly transport: Transport;
  close(): Promise<void>;
}

export async function overHttp(options: ServeOptions = {}): Promise<TransportUnderTest> {
  const server = await startServer({ port: 0, ...options });
  return { transport: httpTransport(server.url), close: () => server.close() };
}

/** msw intercepts every fetch of this process while it listens: close it before another transport runs. */
export async function overMsw(options: SimulatorOptions = {}): Promise<TransportUnderTest> {
  const msw = setupServer(...createHandlers(createSimulator(options), { fallback: true }));
  msw.listen({ onUnhandledRequest: 'error' });
  return { transport: httpTransport('http://harness.test'), close: async () => msw.close() };
}

/**
 * The browser's kept worlds at their hardest: every request is a new page load (a new simulator) that must
 * take its session's world from the saved snapshot (simulator/persist). Whatever a snapshot forgets, a
 * scenario's later step notices.
 */
export async function overKeptWorldsPagePerRequest(
  options: SimulatorOptions = {},
): Promise<TransportUnderTest> {
  const saved = memorySavedWorlds();
  const lock = memoryLock();
  const newPage: RequestCore = (request) => {
    const sim = createSimulator(options);
    return persistentCore(sim, createRequestCore(sim, { fallback: true }), saved, lock)(request);
  };
  const msw = setupServer(new CoreHandler(newPage));
  msw.listen({ onUnhandledRequest: 'error' });
  return { transport: httpTransport('http://harness.test'), close: async () => msw.close() };
}

export const OTHER_TRANSPORTS = [
  ['harness serve (node:http)', overHttp],
  ['msw setupServer', overMsw],
] as const;
