import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Headers of one connection, not of the message (RFC 9110 section 7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The names `Connection` lists are hop-by-hop too. */
function connectionNames(connection: string | string[] | undefined): Set<string> {
  const text = Array.isArray(connection) ? connection.join(',') : (connection ?? '');
  return new Set(
    text
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Raw header pairs (`[name, value, name, value]`) without the hop-by-hop ones and without `drop`. */
export function endToEnd(rawHeaders: readonly string[], drop: readonly string[] = []): string[] {
  const headers: IncomingHttpHeaders = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if ((rawHeaders[i] as string).toLowerCase() === 'connection') headers.connection = rawHeaders[i + 1];
  }
  const skip = new Set([...HOP_BY_HOP, ...connectionNames(headers.connection), ...drop]);
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (!skip.has(name.toLowerCase())) kept.push(name, rawHeaders[i + 1] as string);
  }
  return kept;
}

export interface ForwardedCall {
  readonly method: string;
  /** Path and query as the caller sent them (`/cart/v1/cart/bk-1?expand=x`). */
  readonly target: string;
  readonly rawHeaders: readonly string[];
  readonly body: Buffer;
}

export interface BackendAnswer {
  readonly status: number;
  /** End-to-end headers as the backend sent them (names' case and repeats kept). */
  readonly rawHeaders: readonly string[];
  /** The body's bytes as sent (still compressed, if they were). */
  readonly body: Buffer;
}

const TIMEOUT_MS = 60_000;

/**
 * Sends one call to the backend: the same method, path and query (under the target's base path), headers
 * (hop-by-hop and Host aside; Host is the target's) and body bytes; resolves with its whole answer.
 */
export function forward(base: URL, call: ForwardedCall): Promise<BackendAnswer> {
  const prefix = base.pathname.replace(/\/$/, '');
  const headers = endToEnd(call.rawHeaders, ['host', 'content-length']);
  const sendsBody =
    call.body.length > 0 || call.rawHeaders.some((h, i) => i % 2 === 0 && /^content-length$/i.test(h));
  if (sendsBody) headers.push('content-length', String(call.body.length));
  // With raw header pairs Node adds no Host of its own.
  headers.push('host', base.host);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        protocol: base.protocol,
        hostname: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port || undefined,
        method: call.method,
        path: `${prefix}${call.target}`,
        headers,
        timeout: TIMEOUT_MS,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 502,
            rawHeaders: endToEnd(incoming.rawHeaders),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/** A raw header's value (the first of its name), case-insensitively. */
export function headerOf(rawHeaders: readonly string[], name: string): string | undefined {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if ((rawHeaders[i] as string).toLowerCase() === name) return rawHeaders[i + 1];
  }
  return undefined;
}

/** The body as text for the checks, decompressed if the backend compressed it; undefined when empty. */
export function bodyText(body: Buffer, contentEncoding: string | undefined): string | undefined {
  if (body.length === 0) return undefined;
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  try {
    const plain =
      encoding === 'gzip' || encoding === 'x-gzip'
        ? gunzipSync(body)
        : encoding === 'deflate'
          ? inflateSync(body)
          : encoding === 'br'
            ? brotliDecompressSync(body)
            : body;
    return plain.toString('utf8');
  } catch {
    return body.toString('utf8'); // checked as sent: a body that does not decompress is not JSON either
  }
}
