import { getResponse } from 'msw';
import { createHandlers } from '../simulator/msw/create-handlers';
import { createSimulator } from '../simulator/simulator';
import { scenarioPresets } from './presets';
import type { Scenario } from './scenario';

interface WireRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

interface WireResponse {
  readonly status: number;
  readonly body: unknown;
}

/** Where scenarios send their calls: the simulator in this process, or any base URL. */
export interface Transport {
  readonly label: string;
  send(request: WireRequest): Promise<WireResponse>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const ORIGIN = 'http://harness.local';

interface InProcessOptions {
  /** The simulator's seed (a scenario's own seed still wins for its session). */
  readonly seed?: number;
  /** The scenarios it can activate, as `harness serve` registers them. */
  readonly scenarios?: readonly Scenario[];
}

/** The simulator in-process, through the same MSW handlers `harness serve` uses (no sockets). */
export function inProcessTransport({ seed, scenarios = [] }: InProcessOptions = {}): Transport {
  const simulator = createSimulator({ seed, presets: scenarioPresets(scenarios) });
  const handlers = createHandlers(simulator, { fallback: true });
  return {
    label: 'in-process simulator',
    async send({ method, path, headers, body }) {
      const request = new Request(`${ORIGIN}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
      if (!response) return { status: 404, body: undefined };
      if (response.type === 'error') throw new Error(`${method} ${path}: network reset`);
      return { status: response.status, body: await readBody(response) };
    },
  };
}

/** A running `harness serve` or a real backend. */
export function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return {
    label: base,
    async send({ method, path, headers, body }) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await readBody(response) };
    },
  };
}
