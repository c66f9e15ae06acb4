import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CoreAnswer, isNetworkReset, type PlainAnswer, type RequestCore } from './core/plain';
import { correlationIdOf, failureAnswer } from './core/respond';
import { type Failure, failure, isFailure } from './domain/failure';
import { DEFAULT_TIMEOUTS, HTTP_LIMITS, type ServerTimeouts } from './http-limits';
import { answerEarlyRefusals } from './node-early-answers';
import { lingerWhenClosed } from './node-linger';
import { BodyAborted, bodyTooLarge, declaresTooLarge, headOf, readBody } from './node-request';
import { createRequestCore } from './request-core';
import { createSimulator, type Simulator, type SimulatorOptions } from './simulator';

export interface ServeOptions extends SimulatorOptions {
  readonly port?: number;
  readonly host?: string;
  /** Sessions unused this long end (0: never); `default` stays. */
  readonly sessionIdleMinutes?: number;
  /** The largest request body read (`--max-body`); a larger one answers 413 API413. Default 1 MiB. */
  readonly maxBodyBytes?: number;
  /** Node's request timeouts (408 API408); tests shorten them. Defaults: HTTP_LIMITS. */
  readonly timeouts?: Partial<ServerTimeouts>;
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

/** A refusal after which the connection closes: what the caller still sends is dropped, not read as requests. */
const closing = (answer: PlainAnswer): PlainAnswer => ({
  ...answer,
  headers: { ...answer.headers, connection: 'close' },
});

async function answerOf(
  core: RequestCore,
  req: IncomingMessage,
  host: string,
  maxBodyBytes: number,
): Promise<CoreAnswer | undefined> {
  const head = headOf(req, host);
  const refuse = (problem: Failure) => {
    lingerWhenClosed(req.socket, HTTP_LIMITS.lingerMs);
    return closing(failureAnswer(problem, correlationIdOf(head)));
  };
  if (head.problem) return refuse(head.problem);
  // Refused before a byte of the body is read; Node drops what still arrives until the connection closes.
  if (declaresTooLarge(req, maxBodyBytes)) return refuse(bodyTooLarge(maxBodyBytes));
  if (req.method === 'GET' || req.method === 'HEAD') return core(head.withBody(undefined));
  const body = await readBody(req, maxBodyBytes);
  if (isFailure(body)) return refuse(body);
  return core(head.withBody(body));
}

/** `harness serve`: the simulator as an HTTP server, the spec's paths at the root. */
export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const simulator = createSimulator(options);
  const core = createRequestCore(simulator, { fallback: true });
  const host = options.host ?? '127.0.0.1';
  const maxBodyBytes = options.maxBodyBytes ?? HTTP_LIMITS.maxBodyBytes;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };

  const batch = new AnswerBatch();
  const server = createServer(
    {
      maxHeaderSize: HTTP_LIMITS.maxHeaderBytes,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // Node's own 400 for a missing Host has no envelope: headOf answers it.
      requireHostHeader: false,
    },
    async (req, res) => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, {
            ...CORS,
            'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
          });
          res.end();
          return;
        }
        const answer = await answerOf(core, req, host, maxBodyBytes);
        if (answer && isNetworkReset(answer)) {
          req.socket.destroy(); // an injected "network": "reset"
          return;
        }
        batch.add(res, answer ?? failureAnswer(failure('API404', 'No route'), 'corr-none'));
      } catch (error) {
        if (error instanceof BodyAborted) return; // gone, or answered 408 by answerEarlyRefusals
        console.error('[simulator] request failed:', error);
        if (!res.headersSent) writeAnswer(res, failureAnswer(failure('GEN500'), 'corr-none'));
      }
    },
  );

  server.keepAliveTimeout = timeouts.keepAliveMs;
  answerEarlyRefusals(server, { maxHeaderBytes: HTTP_LIMITS.maxHeaderBytes, timeouts }, CORS_PAIRS);
  // Expect: 100-continue: a body declared too large is refused before the client sends it (no 100 first).
  server.on('checkContinue', (req, res) => {
    if (!declaresTooLarge(req, maxBodyBytes)) res.writeContinue();
    server.emit('request', req, res);
  });
  // Another expectation is ignored (RFC 9110 10.1.1 allows it) rather than answered with a bare 417.
  server.on('checkExpectation', (req, res) => server.emit('request', req, res));

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
