import type { IncomingMessage } from 'node:http';
import type { PlainRequest } from './core/plain';
import { type Failure, failure } from './domain/failure';
import { describeBytes } from './http-limits';

/** Reading Node's request into the core's plain request, for `harness serve` (node.ts). */

/** Header names lower-cased; repeats joined with `, ` as Fetch `Headers` joins them (a repeated set-cookie: the last). */
export function headersOf(req: IncomingMessage): Record<string, string> {
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

/** 413 API413 naming the limit. */
export const bodyTooLarge = (maxBytes: number): Failure =>
  failure('API413', `The request body is larger than ${describeBytes(maxBytes)}, the limit of this server.`);

/** A declared Content-Length over the limit: refused before a byte of the body is read. */
export function declaresTooLarge(req: IncomingMessage, maxBytes: number): boolean {
  const declared = req.headers['content-length'];
  return declared !== undefined && Number(declared) > maxBytes;
}

/** The caller hung up (or the request timed out) before the body ended: there is no one to answer. */
export class BodyAborted extends Error {}

/**
 * The body as text (a UTF-8 BOM dropped, as Fetch's `text()` does), counted while it streams: past
 * `maxBytes` (a chunked body, which declares no length) it stops collecting and answers API413; what the
 * caller still sends is dropped, never held.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string | Failure> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      settle();
      chunks.length = 0;
      resolve(bodyTooLarge(maxBytes));
    };
    const onEnd = () => {
      settle();
      resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    };
    const onClose = () => {
      settle();
      reject(new BodyAborted('the request ended before its body'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
  });
}

/**
 * A request target the URL parser would hand back unchanged: an absolute path of characters that need no
 * percent-encoding, without dot segments or a leading `//`. Most requests are; they skip `new URL`.
 */
const PLAIN_TARGET = /^\/(?!\/)[\w\-.~!$&'()*+,;=:@%/]*(?:\?[\w\-.~!$&()*+,;=:@%/?]*)?$/;
/** `.` or `..` as a segment, also percent-encoded (`%2e`), which the URL parser resolves too. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?]|$)/i;

/** Path and query as a Fetch request's URL gives them: dot segments resolved, characters encoded. */
export function targetOf(target: string, host: string): { path: string; query: string } {
  const plain = PLAIN_TARGET.test(target) && !DOT_SEGMENT.test(target.split('?', 1)[0] as string);
  if (plain) {
    const mark = target.indexOf('?');
    return mark < 0
      ? { path: target, query: '' }
      : { path: target.slice(0, mark), query: target.slice(mark + 1) };
  }
  const url = new URL(target, `http://${host}`);
  return { path: url.pathname, query: url.search.slice(1) };
}

/**
 * A Host header as RFC 9110 section 7.2 has it: a host name or IPv4 address, or an IPv6 address in brackets,
 * with an optional port. No user info, path or space (which `new URL` would refuse or read as something else).
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]+)(?::\d{1,5})?$/;

function hostProblem(host: string | undefined, req: IncomingMessage): string | undefined {
  if (host === undefined) return req.httpVersion === '1.0' ? undefined : 'headers.host: required in HTTP/1.1';
  if (HOST.test(host) && URL.canParse(`http://${host}`)) return undefined;
  return 'headers.host: must be a host name or address, with an optional port';
}

/** Node's request up to its body: the headers, and what is wrong with its Host or target, if anything. */
export interface NodeHead {
  readonly headers: Readonly<Record<string, string>>;
  /** 400 API400 naming a bad Host header or a target no URL parser reads. */
  readonly problem: Failure | undefined;
  /** The core's plain request with this body (only when there is no problem). */
  withBody(body: string | undefined): PlainRequest;
}

/** Reads Node's request into the core's plain request: no Fetch objects on the way. */
export function headOf(req: IncomingMessage, fallbackHost: string): NodeHead {
  const headers = headersOf(req);
  const host = headers.host ?? fallbackHost;
  const withProblem = (problem: Failure): NodeHead => ({
    headers,
    problem,
    withBody: () => {
      throw new Error(`no plain request for a refused one: ${problem.message}`);
    },
  });
  const hostRefused = hostProblem(headers.host, req);
  if (hostRefused) return withProblem(failure('API400', hostRefused));
  let target: { path: string; query: string };
  try {
    target = targetOf(req.url ?? '/', host);
  } catch {
    return withProblem(failure('API400', 'path: not a valid request target'));
  }
  const { path, query } = target;
  return {
    headers,
    problem: undefined,
    withBody: (body) => ({
      method: req.method ?? 'GET',
      path,
      query,
      headers,
      body,
      // Only the operation index reads it: parsed then, as the Fetch request it replaces would give it.
      get origin() {
        return new URL(`http://${host}`).origin;
      },
    }),
  };
}
