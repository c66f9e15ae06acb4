import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failure } from './core/failure';
import { isNetworkReset, type PlainAnswer, type PlainRequest } from './core/plain';
import { failureAnswer } from './core/respond';
import { createRequestCore } from './request-core';
import { createSimulator, type Simulator, type SimulatorOptions } from './simulator';

export interface ServeOptions extends SimulatorOptions {
  readonly port?: number;
  readonly host?: string;
  /** Sessions unused this long end (0: never); `default` stays. */
  readonly sessionIdleMinutes?: number;
}

/** An hour: longer than any scenario run or coffee break, short enough that abandoned runs do not pile up. */
export const DEFAULT_SESSION_IDLE_MINUTES = 60;

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly simulator: Simulator;
  readonly server: Server;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'x-correlation-id',
  'access-control-max-age': '600',
} as const;

/** Header names lower-cased; repeats joined with `, ` as Fetch `Headers` joins them (a repeated set-cookie: the last). */
function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const value = raw[i + 1] as string;
    const existing = headers[name];
    headers[name] = existing === undefined || name === 'set-cookie' ? value : `${existing}, ${value}`;
  }
  return headers;
}

const utf8 = new TextDecoder();

/** The body as text (a UTF-8 BOM dropped, as Fetch's `text()` does); none for GET and HEAD. */
async function bodyOf(req: IncomingMessage): Promise<string | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}

/** Node's request as the core's plain request: no Fetch objects on the way. */
async function plainFromNode(req: IncomingMessage, fallbackHost: string): Promise<PlainRequest> {
  const headers = headersOf(req);
  // Parsed as a URL, like the Fetch request it replaces: dot segments resolved, the origin normalised.
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.search.slice(1),
    headers,
    body: await bodyOf(req),
    origin: url.origin,
  };
}

function writeAnswer(res: ServerResponse, answer: PlainAnswer): void {
  const { body } = answer;
  // A known length lets Node send head and body in one write instead of chunked framing.
  const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  res.writeHead(answer.status, { ...CORS, ...answer.headers, ...length });
  res.end(body);
}

/** `harness serve`: the simulator as an HTTP server, the spec's paths at the root. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const simulator = createSimulator(options);
  const core = createRequestCore(simulator, { fallback: true });
  const host = options.host ?? '127.0.0.1';

  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...CORS,
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
        return;
      }
      const answer = await core(await plainFromNode(req, host));
      if (answer && isNetworkReset(answer)) {
        req.socket.destroy(); // an injected "network": "reset"
        return;
      }
      writeAnswer(res, answer ?? failureAnswer(failure('API404', 'No route'), 'corr-none'));
    } catch (error) {
      console.error('[simulator] request failed:', error);
      if (!res.headersSent) writeAnswer(res, failureAnswer(failure('GEN500'), 'corr-none'));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const idleMs = (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000;
  simulator.worlds.expireIdleAfter(idleMs);
  // Requests sweep too; this catches a server nobody calls. unref: it never keeps the process alive.
  const sweeper =
    idleMs > 0 ? setInterval(() => simulator.worlds.sweep(), Math.min(idleMs, 60_000)) : undefined;
  sweeper?.unref();
  return {
    url: `http://${host}:${port}`,
    port,
    simulator,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
