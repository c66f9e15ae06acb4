import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { PlainAnswer } from './core/plain';
import { correlationIdOf, failureAnswer, freshCorrelationId } from './core/respond';
import { type Failure, failure } from './domain/failure';
import { describeBytes, HTTP_LIMITS, type ServerTimeouts } from './http-limits';
import { closeAfterAnswer } from './node-linger';
import { headersOf } from './node-request';

/** What the refusals name: the limits this server runs with. */
export interface EarlyLimits {
  readonly maxHeaderBytes: number;
  readonly timeouts: ServerTimeouts;
}

type ParserError = Error & { code?: string; reason?: string };

/** The refusal for each error Node's HTTP parser or its timeouts raise before the simulator sees a request. */
function earlyFailure(error: ParserError, limits: EarlyLimits): Failure {
  const seconds = (ms: number) => `${ms / 1000} s`;
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return failure(
        'API431',
        `The request line and headers are larger than ${describeBytes(limits.maxHeaderBytes)}, the limit of this server.`,
      );
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return failure(
        'API408',
        `The request did not arrive in time: its headers within ${seconds(limits.timeouts.headersMs)}, ` +
          `all of it within ${seconds(limits.timeouts.requestMs)}.`,
      );
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return failure('API413', 'The chunk extensions of the request body are too large.');
    case 'HPE_PAUSED_H2_UPGRADE':
      return failure('API400', 'HTTP/2 is not served here: send HTTP/1.1.');
    default:
      // HPE_INVALID_HEADER_TOKEN, HPE_INVALID_CONTENT_LENGTH, HPE_LF_EXPECTED...: llhttp says what it met.
      return failure('API400', `The request is not valid HTTP: ${error.reason ?? error.message}.`);
  }
}

/** A whole HTTP/1.1 answer as bytes for the socket: there is no ServerResponse to write it with. */
function rawAnswer(answer: PlainAnswer, extra: readonly string[]): string {
  const body = answer.body ?? '';
  const pairs = [...extra, ...Object.entries(answer.headers).flat()];
  pairs.push('content-length', String(Buffer.byteLength(body)), 'connection', 'close');
  const lines = [`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}`];
  for (let i = 0; i < pairs.length; i += 2) lines.push(`${pairs[i]}: ${pairs[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Writes a whole answer on the bare socket, then closes it once the client has read it. */
function answerOnSocket(socket: Socket, answer: PlainAnswer, extraHeaders: readonly string[]): void {
  socket.write(rawAnswer(answer, extraHeaders));
  closeAfterAnswer(socket, HTTP_LIMITS.lingerMs);
}

/**
 * Node answers some requests before any handler runs (headers too large, malformed HTTP, too slow) with a
 * bare status line, and drops a CONNECT without a word. Its 'clientError' and 'connect' events hand over the
 * socket instead: answer there with the envelope, when nothing has been sent on it yet, and close the
 * connection (the parser cannot go on after an error; a CONNECT would turn it into a tunnel).
 */
export function answerEarlyRefusals(
  server: Server,
  limits: EarlyLimits,
  extraHeaders: readonly string[],
): void {
  server.on('clientError', (error: ParserError, socket: Socket) => {
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    answerOnSocket(socket, failureAnswer(earlyFailure(error, limits), freshCorrelationId()), extraHeaders);
  });
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const refused = failure('API405', 'CONNECT is not served: the simulator is no proxy.');
    answerOnSocket(
      socket,
      failureAnswer(refused, correlationIdOf({ headers: headersOf(req) })),
      extraHeaders,
    );
  });
}
