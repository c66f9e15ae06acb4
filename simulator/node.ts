import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failure } from './core/failure';
import { type CoreAnswer, isNetworkReset, type PlainAnswer, type RequestCore } from './core/plain';
import { failureAnswer } from './core/respond';
import { plainFromNode, readBody } from './node-request';
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
/** The CORS headers as the flat name/value list `writeHead` takes without building an object per answer. */
const CORS_PAIRS: readonly string[] = Object.entries(CORS).flat();

function writeAnswer(res: ServerResponse, answer: PlainAnswer): void {
  const { body } = answer;
  const head = [...CORS_PAIRS];
  for (const name in answer.headers) head.push(name, answer.headers[name] as string);
  // A known length lets Node send head and body in one write instead of chunked framing.
  if (body !== undefined) head.push('content-length', String(Buffer.byteLength(body)));
  res.writeHead(answer.status, head);
  res.end(body);
}

/**
 * Answers wait for the end of the event loop's turn and go out together. Under load the turn has read many
 * requests; writing their answers back to back lets the client wake once for all of them instead of once
 * per answer (on this project's VMs a wake-up costs more than a cart read). An idle server's answer waits
 * for nothing but the rest of its own turn.
 */
class AnswerBatch {
  #pending: [ServerResponse, PlainAnswer][] = [];

  add(res: ServerResponse, answer: PlainAnswer): void {
    if (this.#pending.push([res, answer]) === 1) setImmediate(() => this.#flush());
  }

  #flush(): void {
    const batch = this.#pending;
    this.#pending = [];
    for (const [res, answer] of batch) {
      if (res.destroyed) continue; // the caller hung up meanwhile
      try {
        writeAnswer(res, answer);
      } catch (error) {
        // A header Node refuses (a handler's bug): the caller still gets an answer, as for any other throw.
        console.error('[simulator] could not write an answer:', error);
        if (res.headersSent) res.destroy();
        else writeAnswer(res, failureAnswer(failure('GEN500'), 'corr-none'));
      }
    }
  }
}

async function answerOf(
  core: RequestCore,
  req: IncomingMessage,
  host: string,
): Promise<CoreAnswer | undefined> {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return core(plainFromNode(req, host, hasBody ? await readBody(req) : undefined));
}

/** `harness serve`: the simulator as an HTTP server, the spec's paths at the root. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const simulator = createSimulator(options);
  const core = createRequestCore(simulator, { fallback: true });
  const host = options.host ?? '127.0.0.1';

  const batch = new AnswerBatch();
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
      const answer = await answerOf(core, req, host);
      if (answer && isNetworkReset(answer)) {
        req.socket.destroy(); // an injected "network": "reset"
        return;
      }
      batch.add(res, answer ?? failureAnswer(failure('API404', 'No route'), 'corr-none'));
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
