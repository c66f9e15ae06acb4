/** A call as a scenario, pact check or property test writes it: the wire request before any transport. */
export interface WireRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface WireResponse {
  readonly status: number;
  readonly body: unknown;
}

/** Where scenarios send their calls: the simulator in this process, or any base URL. */
export interface Transport {
  readonly label: string;
  send(request: WireRequest): Promise<WireResponse>;
}

/** A body as JSON when it is JSON, else the text as it came (both transports read answers the same way). */
export function parseBody(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
