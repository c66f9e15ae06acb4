/**
 * The request and answer the core works on: plain values, no Fetch `Request`/`Response` and no node:http,
 * so each transport (msw handler, node:http server, in-process scenarios) converts once at its edge.
 */
export interface PlainRequest {
  readonly method: string;
  /** The URL's pathname as sent (percent-encoded), e.g. `/cart/v1/cart/bk-1`. */
  readonly path: string;
  /** The raw query string without its `?` (`''` for none). */
  readonly query: string;
  /** Header names lower-cased; a repeated header's values joined with `, ` (as Fetch `Headers` does). */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text; undefined when the request carries none (a GET, a fetch without body). */
  readonly body: string | undefined;
  /** Where the caller reached us (`http://127.0.0.1:4010`): the OpenAPI document lists it as its server. */
  readonly origin: string;
}

export interface PlainAnswer {
  readonly status: number;
  /** Header names lower-case. */
  readonly headers: Readonly<Record<string, string>>;
  /** Undefined for an answer without body (204, 302, 304, HEAD). */
  readonly body: string | undefined;
}

/** The injected `"network": "reset"` fault: the transport drops the connection instead of answering. */
export const NETWORK_RESET = Object.freeze({ networkReset: true as const });

export type CoreAnswer = PlainAnswer | typeof NETWORK_RESET;

/** The core: an answer, a reset, or undefined when no route is ours (the browser passes it to the network). */
export type RequestCore = (request: PlainRequest) => Promise<CoreAnswer | undefined>;

export const isNetworkReset = (answer: CoreAnswer): answer is typeof NETWORK_RESET =>
  'networkReset' in answer;

/** The query string as URLSearchParams (parsed on demand: most routes never read it). */
export const searchParamsOf = (request: PlainRequest) => new URLSearchParams(request.query);
