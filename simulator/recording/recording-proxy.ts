import { createServer, type IncomingMessage } from 'node:http';
import { failureAnswer } from '../core/respond';
import { failure } from '../domain/failure';
import type { Exchange } from '../proxy/check-exchange';
import { bodyText, endToEnd, forward, headerOf } from '../proxy/forward';
import { type ListeningProxy, listenProxy, readBuffer } from '../proxy/proxy-listener';

export interface RecordingProxyOptions {
  /** The backend the calls go to (`http://localhost:4010`, `https://api.example/base`). */
  readonly target: URL;
  readonly port?: number;
  readonly host?: string;
  /** Called with each forwarded call and its answer, in the order the answers came. */
  readonly onExchange: (exchange: Exchange) => void;
  /** Called when the target did not answer a call (it is answered 502 and not recorded). */
  readonly onUnanswered?: (call: string, why: string) => void;
}

export type RunningRecordingProxy = ListeningProxy;

/** Header names in lower case, repeats joined with `, ` (as the request core reads them). */
function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * `harness record`'s proxy: every call goes to the target unchanged (harness proxy's forwarder: hop-by-hop
 * headers dropped, the body's bytes as sent) and its answer comes back unchanged; each call and answer is
 * handed to `onExchange` as text (a compressed answer decoded), for the recording to turn into steps.
 */
export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RunningRecordingProxy> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    void (async () => {
      const body = await readBuffer(req);
      const url = new URL(req.url ?? '/', 'http://recording.invalid');
      let backend: Awaited<ReturnType<typeof forward>>;
      try {
        backend = await forward(options.target, {
          method: req.method ?? 'GET',
          target: req.url ?? '/',
          rawHeaders: req.rawHeaders,
          body,
        });
      } catch (error) {
        const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        options.onUnanswered?.(`${req.method} ${url.pathname}`, why);
        const answer = failureAnswer(
          failure('GEN500', `harness record: the target did not answer (${why})`),
          'corr-none',
          502,
        );
        res.writeHead(answer.status, answer.headers);
        return void res.end(answer.body);
      }
      res.writeHead(backend.status, endToEnd(backend.rawHeaders));
      res.end(req.method === 'HEAD' ? undefined : backend.body);
      options.onExchange({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        requestHeaders: headersOf(req),
        requestBody: body.length > 0 ? body.toString('utf8') : undefined,
        status: backend.status,
        responseBody: bodyText(backend.body, headerOf(backend.rawHeaders, 'content-encoding')),
      });
    })().catch((error) => {
      console.error('[record] request failed:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return listenProxy(server, options.port ?? 4012, host);
}
