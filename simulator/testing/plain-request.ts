import type { PlainRequest } from '../core/plain';

interface PlainInit {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** A plain request for core tests: `target` is a path with an optional query (`/cart/v1/cart/bk-1?x=1`). */
export function plainRequest(target: string, init: PlainInit = {}): PlainRequest {
  const url = new URL(target, 'http://harness.local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  return {
    method: init.method ?? 'GET',
    path: url.pathname,
    query: url.search.slice(1),
    headers,
    body: init.body,
    origin: url.origin,
  };
}
