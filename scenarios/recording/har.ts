import { operationOf } from '../../simulator/proxy/check-exchange';
import type { Exchange } from './match-calls';

/**
 * A browser's HAR file (HTTP Archive 1.2, as Chrome, Firefox and Playwright save it) as the exchanges a
 * recording is built from (pure). The page's own loads (documents, scripts, styles, images, fonts) are not
 * the API's: they are counted, not kept; API-like calls (fetch/XHR, or JSON either way) that no operation
 * takes are kept, so the scenario names them as left out.
 */

interface HarHeader {
  readonly name: string;
  readonly value: string;
}
interface HarEntry {
  readonly startedDateTime?: string;
  readonly _resourceType?: string;
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly headers?: readonly HarHeader[];
    readonly postData?: { readonly text?: string };
  };
  readonly response: {
    readonly status: number;
    readonly content?: { readonly text?: string; readonly encoding?: string; readonly mimeType?: string };
  };
}

export interface HarExchanges {
  readonly exchanges: Exchange[];
  /** Entries that are the page's own loads, other origins', never answered (status 0) or of no URL. */
  readonly skipped: number;
}

export class HarError extends Error {}

function entriesOf(har: unknown): HarEntry[] {
  const entries = (har as { log?: { entries?: unknown } } | null)?.log?.entries;
  if (!Array.isArray(entries)) throw new HarError('not a HAR file: no log.entries list');
  entries.forEach((entry, i) => {
    const e = entry as Partial<HarEntry>;
    if (
      typeof e?.request?.method !== 'string' ||
      typeof e.request.url !== 'string' ||
      typeof e.response?.status !== 'number'
    )
      throw new HarError(
        `not a HAR file: log.entries[${i}] has no request method and url or no response status`,
      );
  });
  return entries as HarEntry[];
}

const headerMap = (headers: readonly HarHeader[] | undefined): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const { name, value } of headers ?? []) {
    const key = name.toLowerCase();
    if (key.startsWith(':')) continue; // HTTP/2 pseudo-headers
    out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
  }
  return out;
};

function responseText(content: HarEntry['response']['content']): string | undefined {
  if (!content?.text) return undefined;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

const API_TYPES = new Set(['fetch', 'xhr']);

/** The entries as exchanges, in the order they started; `apiBase` keeps only calls under it (its path stripped). */
export function exchangesOfHar(har: unknown, apiBase?: URL): HarExchanges {
  const entries = entriesOf(har)
    .map((entry, i) => ({ entry, i }))
    .sort(
      (a, b) => (a.entry.startedDateTime ?? '').localeCompare(b.entry.startedDateTime ?? '') || a.i - b.i,
    );
  const prefix = apiBase?.pathname.replace(/\/$/, '') ?? '';
  const exchanges: Exchange[] = [];
  let skipped = 0;
  for (const { entry } of entries) {
    const url = URL.canParse(entry.request.url) ? new URL(entry.request.url) : undefined;
    if (!url) {
      skipped++;
      continue;
    }
    const under =
      !apiBase ||
      (url.origin === apiBase.origin && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)));
    const path = apiBase ? url.pathname.slice(prefix.length) || '/' : url.pathname;
    const requestHeaders = headerMap(entry.request.headers);
    const responseBody = responseText(entry.response.content);
    const json =
      /json/i.test(entry.response.content?.mimeType ?? '') ||
      /json/i.test(requestHeaders['content-type'] ?? '');
    const apiLike =
      operationOf(entry.request.method, path) !== undefined ||
      path.startsWith('/__harness') ||
      API_TYPES.has(entry._resourceType ?? '') ||
      json;
    if (!under || !apiLike || entry.response.status === 0) {
      skipped++;
      continue;
    }
    exchanges.push({
      method: entry.request.method.toUpperCase(),
      path,
      query: url.search.replace(/^\?/, ''),
      requestHeaders,
      requestBody: entry.request.postData?.text || undefined,
      status: entry.response.status,
      responseBody,
    });
  }
  return { exchanges, skipped };
}
