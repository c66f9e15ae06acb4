import type { RequestHandler } from 'msw';
import type { Simulator } from '../core/simulator-core';
import { type CoreOptions, createRequestCore } from '../request-core';
import { CoreHandler } from './core-handler';

/**
 * The MSW handlers of `setupServer` in tests (the browser's worker wraps the same core, browser.ts): one handler
 * over the plain request core (request-core.ts), which `harness serve` answers from directly.
 */
export function createHandlers(sim: Simulator, options: CoreOptions): RequestHandler[] {
  return [new CoreHandler(createRequestCore(sim, options))];
}
