import { isNetworkReset, type PlainRequest } from '../core/plain';
import type { WorldPreset } from '../core/simulator-core';
import { createRequestCore } from '../request-core';
import { createSimulator } from '../simulator';
import { parseBody, type Transport, type WireRequest } from './transport';

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
  /** The simulator's seed (a preset's own seed still wins for its session). */
  readonly seed?: number;
  /**
   * The world presets it can activate, as `harness serve` registers them: callers with scenarios pass
   * `scenarioPresets(scenarios)` (scenarios/presets.ts), since the simulator does not import scenarios.
   */
  readonly presets?: readonly WorldPreset[];
}

/** The simulator in-process, through the same request core `harness serve` answers from (no sockets). */
export function inProcessTransport({ seed, presets = [] }: InProcessOptions = {}): Transport {
  const simulator = createSimulator({ seed, presets });
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
