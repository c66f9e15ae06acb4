import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { CONTROL_PATH, controlDispatcher } from '../control/control-routes';
import { isNetworkReset, type PlainAnswer, type PlainRequest } from '../core/plain';
import { correlationIdOf, failureAnswer, jsonAnswer } from '../core/respond';
import { failure } from '../domain/failure';
import { applyFault } from '../faults/fault-answer';
import { headOf } from '../node-request';
import { checkExchange, operationOf } from './check-exchange';
import { DriftReport } from './drift-report';
import { bodyText, endToEnd, forward, headerOf } from './forward';
import { ProxyFaults } from './proxy-faults';
import { type ListeningProxy, listenProxy, readBuffer } from './proxy-listener';
import { DRIFT_HEADER, driftHeaderValue, type Violation, violationLine } from './violation';

export interface ProxyOptions {
  /** The real backend (`https://api.example`, a base path allowed). */
  readonly target: URL;
  readonly port?: number;
  readonly host?: string;
  /** Called for each violation as it is found (default: one line on stderr). */
  readonly onViolation?: (violation: Violation) => void;
}

export interface RunningProxy extends ListeningProxy {
  readonly report: DriftReport;
}

const logViolation = (v: Violation) => console.error(`[proxy] ${violationLine(v)}`);

/**
 * The proxy's own answers (a fault, its control API, a backend that did not answer) stand in for the
 * backend's, for a call the browser was already let make: the caller's origin may read them, with the ids a
 * page reads (correlation id, drift).
 */
function corsFor(req: IncomingMessage): string[] {
  const origin = req.headers.origin;
  if (!origin) return [];
  const exposed = `x-correlation-id, ${DRIFT_HEADER}`;
  return ['access-control-allow-origin', origin, 'vary', 'origin', 'access-control-expose-headers', exposed];
}

function writePlain(req: IncomingMessage, res: ServerResponse, answer: PlainAnswer): void {
  const head = [...corsFor(req), ...Object.entries(answer.headers).flat()];
  if (answer.body !== undefined) head.push('content-length', String(Buffer.byteLength(answer.body)));
  res.writeHead(answer.status, head);
  res.end(answer.body);
}

/** The drift header joins the backend's CORS exposure, so a browser caller can read it too. */
function withDriftHeader(rawHeaders: readonly string[], value: string): string[] {
  const exposed = headerOf(rawHeaders, 'access-control-expose-headers');
  const corsOn = headerOf(rawHeaders, 'access-control-allow-origin') !== undefined;
  const kept = endToEnd(rawHeaders, exposed !== undefined ? ['access-control-expose-headers'] : []);
  const expose = exposed !== undefined ? `${exposed}, ${DRIFT_HEADER}` : corsOn ? DRIFT_HEADER : undefined;
  return [...kept, ...(expose ? ['access-control-expose-headers', expose] : []), DRIFT_HEADER, value];
}

/**
 * `harness proxy`: every call goes to the target unchanged and comes back unchanged, plus `x-harness-drift`;
 * each exchange is checked against the contracts (violations logged as found, tallied in the drift report).
 * `/__harness/faults` and `/__harness/drift` are the proxy's own, never forwarded; a session's fault answers
 * its envelope instead of the backend, or delays the call.
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const host = options.host ?? '127.0.0.1';
  const report = new DriftReport(options.target.href.replace(/\/$/, ''));
  const faults = new ProxyFaults();
  const onViolation = options.onViolation ?? logViolation;
  const control = controlDispatcher([
    ...faults.routes(),
    { method: 'get', path: '/drift', handle: () => jsonAnswer(200, report.summary()) },
    {
      method: 'get',
      path: '/health',
      handle: () => jsonAnswer(200, { status: 'ok', target: report.target }),
    },
  ]);

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const head = headOf(req, host);
    if (head.problem) return writePlain(req, res, failureAnswer(head.problem, correlationIdOf(head)));
    const body = await readBuffer(req);
    const request: PlainRequest = head.withBody(body.length > 0 ? body.toString('utf8') : undefined);
    if (CONTROL_PATH.test(request.path)) {
      const own = await control(request);
      const notFound = failure('API404', `harness proxy has no ${request.method} ${request.path}`);
      return writePlain(req, res, own ?? failureAnswer(notFound, correlationIdOf(request)));
    }
    // A CORS preflight is the browser's question, not an operation: forwarded, answered, never checked.
    const preflight = request.method === 'OPTIONS' && 'access-control-request-method' in request.headers;
    const match = preflight ? undefined : operationOf(request.method, request.path);
    const fault = match && faults.take(match.op.operationId, request);
    if (match && fault) {
      const injected = await applyFault(fault, correlationIdOf(request));
      if (injected) {
        report.recordFault(match.op.operationId);
        if (isNetworkReset(injected)) return void req.socket.destroy();
        return writePlain(req, res, injected);
      }
    }
    let backend: Awaited<ReturnType<typeof forward>>;
    try {
      backend = await forward(options.target, {
        method: request.method,
        target: req.url ?? '/',
        rawHeaders: req.rawHeaders,
        body,
      });
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      console.error(`[proxy] ${request.method} ${request.path}: ${report.target} did not answer (${why})`);
      const unreachable = failure('GEN500', `harness proxy: ${report.target} did not answer (${why})`);
      return writePlain(req, res, failureAnswer(unreachable, correlationIdOf(request), 502));
    }
    if (preflight) {
      res.writeHead(backend.status, endToEnd(backend.rawHeaders));
      return void res.end(backend.body);
    }
    const check = checkExchange({
      method: request.method,
      path: request.path,
      query: request.query,
      requestHeaders: request.headers,
      requestBody: request.body,
      status: backend.status,
      responseBody: bodyText(backend.body, headerOf(backend.rawHeaders, 'content-encoding')),
    });
    report.record(check);
    for (const violation of check.violations) onViolation(violation);
    res.writeHead(backend.status, withDriftHeader(backend.rawHeaders, driftHeaderValue(check.violations)));
    res.end(request.method === 'HEAD' ? undefined : backend.body);
  }

  const server = createServer({ requireHostHeader: false }, (req, res) => {
    answer(req, res).catch((error) => {
      console.error('[proxy] request failed:', error);
      if (!res.headersSent) writePlain(req, res, failureAnswer(failure('GEN500'), 'corr-none'));
      else res.destroy();
    });
  });
  return { ...(await listenProxy(server, options.port ?? 4011, host)), report };
}
