import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, type ServeOptions, startServer } from '../node';
import { STOREFRONT_HEADERS } from './storefront-headers';

export { STOREFRONT_HEADERS };

// biome-ignore lint/suspicious/noExplicitAny: HTTP tests read answer bodies freely and assert them with matchers.
type Json = any;

interface ApiAnswer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** A client bound to one `x-harness-session`, sending the storefront's headers and an optional token. */
export function apiClient(baseUrl: string, session: string) {
  let token: string | undefined;
  async function call<T = Json>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...STOREFRONT_HEADERS,
        'x-harness-session': session,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }
  return {
    call,
    get: <T = Json>(path: string, headers?: Record<string, string>) =>
      call<T>('GET', path, undefined, headers),
    post: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('POST', path, body ?? {}, headers),
    put: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('PUT', path, body ?? {}, headers),
    patch: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('PATCH', path, body ?? {}, headers),
    delete: <T = Json>(path: string, body?: unknown, headers?: Record<string, string>) =>
      call<T>('DELETE', path, body, headers),
    setToken(value: string | undefined) {
      token = value;
    },
  };
}

/** A real `harness serve` on a free port, for HTTP tests; close it in afterAll. */
function startTestServer(options: ServeOptions = {}): Promise<RunningServer> {
  return startServer({ port: 0, seed: 7, ...options });
}

/**
 * Starts a real server for the test file (beforeAll) and closes it (afterAll). The returned object reads
 * through to the running server, so tests use `server.url` and `server.simulator` as usual.
 */
export function useTestServer(options: ServeOptions = {}): RunningServer {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  });
  afterAll(() => running?.close());
  const current = (): RunningServer => {
    if (!running) throw new Error('the test server starts in beforeAll; use it inside tests');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get simulator() {
      return current().simulator;
    },
    get server() {
      return current().server;
    },
    close: () => current().close(),
  };
}
