import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { failure } from './core/failure';
import { failureResponse } from './core/respond';
import { createHandlers } from './msw/create-handlers';
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

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  }
  const method = req.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS };
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** `harness serve`: the simulator as an HTTP server, the spec's paths at the root. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const simulator = createSimulator(options);
  const handlers = createHandlers(simulator, { fallback: true });
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
      const origin = `http://${req.headers.host ?? host}`;
      const request = await toFetchRequest(req, origin);
      // Handler paths are relative (the browser resolves them against the page); here they resolve against us.
      const response = await getResponse(handlers, request, { baseUrl: origin });
      if (response?.type === 'error') {
        req.socket.destroy(); // an injected "network": "reset"
        return;
      }
      await writeResponse(res, response ?? failureResponse(failure('API404', 'No route'), 'corr-none'));
    } catch (error) {
      console.error('[simulator] request failed:', error);
      if (!res.headersSent) await writeResponse(res, failureResponse(failure('GEN500'), 'corr-none'));
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
