import { isNetworkReset, type PlainRequest } from '../simulator/core/plain';
import { createRequestCore } from '../simulator/request-core';
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

function parseBody(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

const ORIGIN = 'http://harness.local';

const FETCH_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);

/**
 * A scenario's call as the core's plain request, read the way `fetch` would send it (so in-process and
 * HTTP runs see the same request): header names and values normalised by `Headers`, a string body without
 * a Content-Type typed text/plain, standard method names upper-cased, the path resolved as a URL.
 */
function plainOf({ method, path, headers, body }: WireRequest): PlainRequest {
  const normalised = new Headers(headers);
  const text = body === undefined ? undefined : JSON.stringify(body);
  const upper = method.toUpperCase();
  const fetchMethod = FETCH_METHODS.has(upper) ? upper : method;
  if (text !== undefined) {
    if (fetchMethod === 'GET' || fetchMethod === 'HEAD')
      throw new TypeError(`${method} ${path}: a ${fetchMethod} request cannot have a body`);
    if (!normalised.has('content-type')) normalised.set('content-type', 'text/plain;charset=UTF-8');
  }
  const url = new URL(`${ORIGIN}${path}`);
  return {
    method: fetchMethod,
    path: url.pathname,
    query: url.search.slice(1),
    headers: Object.fromEntries(normalised),
    body: text,
    origin: url.origin,
  };
}

interface InProcessOptions {
  /** The simulator's seed (a scenario's own seed still wins for its session). */
  readonly seed?: number;
  /** The scenarios it can activate, as `harness serve` registers them. */
  readonly scenarios?: readonly Scenario[];
}

/** The simulator in-process, through the same request core `harness serve` answers from (no sockets). */
export function inProcessTransport({ seed, scenarios = [] }: InProcessOptions = {}): Transport {
  const simulator = createSimulator({ seed, presets: scenarioPresets(scenarios) });
  const core = createRequestCore(simulator, { fallback: true });
  return {
    label: 'in-process simulator',
    async send(request) {
      const answer = await core(plainOf(request));
      if (!answer) return { status: 404, body: undefined };
      if (isNetworkReset(answer)) throw new Error(`${request.method} ${request.path}: network reset`);
      return { status: answer.status, body: parseBody(answer.body) };
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
