import { type PlainAnswer, type PlainRequest, searchParamsOf } from '../core/plain';
import { correlationIdOf, failureAnswer } from '../core/respond';
import type { Simulator } from '../core/simulator-core';
import { SESSION_HEADER } from '../core/worlds';
import { seedData } from '../db/seed/seed-data';
import { isFailure } from '../domain/failure';
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
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/** `/images/...` in any case, as msw's `/images/*` matched it. */
const IMAGE_PATH = new RegExp(`^${IMAGE_ROUTE_BASE}/`, 'i');

function pathOf(pathname: string): string {
  const rest = pathname.slice(IMAGE_ROUTE_BASE.length + 1);
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

function answerImage(sim: Simulator, request: PlainRequest): PlainAnswer {
  const params = parseImageParams(searchParamsOf(request));
  if (isFailure(params)) return failureAnswer(params, correlationIdOf(request));
  const session = request.headers[SESSION_HEADER];
  const looks = productLooks(seedData(sim.worlds.seedOf(session)).catalogue.products);
  const svg = imageFor(pathOf(request.path), looks, params);
  const etag = `"${hashOf(svg).toString(16)}-${svg.length.toString(16)}"`;
  const cacheHeaders = { 'cache-control': CACHE_CONTROL, etag };
  if (matchesETag(request.headers['if-none-match'], etag)) {
    return { status: 304, headers: cacheHeaders, body: undefined };
  }
  return { status: 200, headers: { 'content-type': 'image/svg+xml', ...cacheHeaders }, body: svg };
}

/**
 * GET and HEAD under /images (HEAD: the same status and headers, no body, for link checkers and preload
 * probes); undefined for any other call, which the 404 fallback (Node) or the network (browser) answers.
 */
export function answerImageRequest(sim: Simulator, request: PlainRequest): PlainAnswer | undefined {
  const method = request.method.toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || !IMAGE_PATH.test(request.path)) return undefined;
  const answer = answerImage(sim, request);
  return method === 'HEAD' ? { ...answer, body: undefined } : answer;
}
