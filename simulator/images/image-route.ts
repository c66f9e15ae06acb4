import { type HttpHandler, http } from 'msw';
import { correlationIdOf, failureResponse } from '../core/respond';
import type { Simulator } from '../core/simulator';
import { SESSION_HEADER } from '../core/worlds';
import { seedData } from '../db/seed/seed-data';
import { parseImageParams } from './image-params';
import { imageFor } from './image-paths';
import { productLooks } from './product-looks';
import { hashOf } from './svg';

/**
 * The offline image CDN. The data keeps the real CDN's URLs (https://images.summitpeak.example/...); the
 * storefront swaps that origin for its image base, which offline is this prefix, so
 * `GET /images/is/image/{id}-HERO?wid=...` answers a drawing of that product (docs/decisions.md,
 * "Offline imagery"). Images carry no session header, so the simulator's seed decides a product's look
 * (a session's seed when the header is there).
 */
export const IMAGE_ROUTE_BASE = '/images';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
function matchesETag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

function pathOf(url: URL): string {
  const rest = url.pathname.slice(IMAGE_ROUTE_BASE.length + 1);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

export function answerImage(sim: Simulator, request: Request): Response {
  const url = new URL(request.url);
  const params = parseImageParams(url.searchParams);
  if (!params.ok) return failureResponse(params, correlationIdOf(request));
  const session = request.headers.get(SESSION_HEADER) ?? undefined;
  const looks = productLooks(seedData(sim.worlds.seedOf(session)).catalogue.products);
  const svg = imageFor(pathOf(url), looks, params.value);
  const etag = `"${hashOf(svg).toString(16)}-${svg.length.toString(16)}"`;
  const cacheHeaders = { 'cache-control': CACHE_CONTROL, etag };
  if (matchesETag(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: cacheHeaders });
  }
  return new Response(svg, { status: 200, headers: { 'content-type': 'image/svg+xml', ...cacheHeaders } });
}

/** Registered before the 404 fallback, in both transports (createHandlers). */
export function createImageHandlers(sim: Simulator): HttpHandler[] {
  const path = `${IMAGE_ROUTE_BASE}/*`;
  return [
    http.get(path, ({ request }) => answerImage(sim, request)),
    // HEAD: the same status and headers, no body (link checkers, preload probes).
    http.head(path, ({ request }) => {
      const answer = answerImage(sim, request);
      return new Response(null, { status: answer.status, headers: answer.headers });
    }),
  ];
}
