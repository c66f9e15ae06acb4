import type { IncomingMessage } from 'node:http';
import type { PlainRequest } from './core/plain';

/** Reading Node's request into the core's plain request, for `harness serve` (node.ts). */

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

/** The body as text (a UTF-8 BOM dropped, as Fetch's `text()` does). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
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

/** Node's request as the core's plain request: no Fetch objects on the way. */
export function plainFromNode(
  req: IncomingMessage,
  fallbackHost: string,
  body: string | undefined,
): PlainRequest {
  const headers = headersOf(req);
  const host = headers.host ?? fallbackHost;
  const { path, query } = targetOf(req.url ?? '/', host);
  return {
    method: req.method ?? 'GET',
    path,
    query,
    headers,
    body,
    // Only the operation index reads it: parsed then, as the Fetch request it replaces would give it.
    get origin() {
      return new URL(`http://${host}`).origin;
    },
  };
}
