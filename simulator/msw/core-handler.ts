import { RequestHandler } from 'msw';
import { isNetworkReset, type PlainAnswer, type PlainRequest, type RequestCore } from '../core/plain';

/** Reads the Fetch request once into the core's plain request. */
export async function plainFromFetch(request: Request): Promise<PlainRequest> {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return {
    method: request.method,
    path: url.pathname,
    query: url.search.slice(1),
    headers,
    body: request.body === null ? undefined : await request.text(),
    origin: url.origin,
  };
}

export function responseFromPlain(answer: PlainAnswer): Response {
  return new Response(answer.body ?? null, { status: answer.status, headers: answer.headers });
}

/**
 * The one MSW request handler: the whole simulator (operations, control API, image CDN, fallback) answers
 * through the plain core. It answers from `run` directly: the generic handlers' per-request cookie parsing,
 * request clone and abort wiring cost more than the simulator's own work on a cart read
 * (docs/performance.md). An injected network reset becomes `Response.error()`; a request the core does not
 * take (the browser's own assets) answers null, so msw passes it on to the network.
 */
export class CoreHandler extends RequestHandler<{ header: string }, Record<string, never>> {
  readonly #core: RequestCore;

  constructor(core: RequestCore) {
    super({ info: { header: 'storefront-harness simulator' }, resolver: () => undefined });
    this.#core = core;
  }

  predicate(): boolean {
    return true;
  }

  log(): void {}

  override async run(args: Parameters<RequestHandler['run']>[0]) {
    const answer = await this.#core(await plainFromFetch(args.request));
    if (!answer) return null;
    const response = isNetworkReset(answer) ? Response.error() : responseFromPlain(answer);
    return { handler: this, request: args.request, requestId: args.requestId, response };
  }
}
