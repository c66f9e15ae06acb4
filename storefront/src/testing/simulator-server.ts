import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandlers } from '../../../simulator/msw/create-handlers';
import { createSimulator, type Simulator } from '../../../simulator/simulator';

export interface TestSimulator {
  readonly simulator: Simulator;
  /** Calls the control API (/__harness) of this test's session: faults, scenarios, clock, reset. */
  control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** The x-harness-session every storefront call of the current test carries. */
  readonly sessionHeader: () => Record<string, string>;
}

let sessionCounter = 0;
let currentSession = 'storefront-test-0';

/**
 * The simulator's real handlers behind msw's setupServer, for storefront tests in happy-dom. Each test
 * gets its own harness session (isolated world, faults and clock) through `sessionHeader`, which the
 * commerce adapter under test sends as an extra header.
 */
export function useTestSimulator(): TestSimulator {
  const simulator = createSimulator({});
  const server = setupServer(...createHandlers(simulator, { fallback: true }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sessionCounter += 1;
    currentSession = `storefront-test-${sessionCounter}`;
  });
  afterAll(() => server.close());
  const sessionHeader = () => ({ 'x-harness-session': currentSession });
  return {
    simulator,
    sessionHeader,
    async control(method, path, body) {
      const response = await fetch(`/__harness${path}`, {
        method,
        headers: { ...sessionHeader(), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    },
  };
}
