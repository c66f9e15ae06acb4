import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { ErrorEnvelope } from '../../contracts/common/error-envelope.ts';

export const HARNESS_BASE = '/__harness';

/** What a client outside the page is told: where the world of `npm start` lives, and how to reach it. */
export const OUTSIDE_THE_PAGE_MESSAGE =
  "npm start's simulator runs inside the storefront's browser tab (msw's service worker hands each request to the page), " +
  'so curl and the address bar do not reach it. From a loaded storefront tab, run in the browser console: ' +
  "fetch('/__harness/health').then((r) => r.json()). For a simulator you can curl, run `npm run serve` " +
  '(harness serve: http://localhost:4010/__harness/health).';

/**
 * A `/__harness` request that reaches Vite's dev server is one the simulator did not answer: curl, a
 * navigation (msw's worker lets navigations through) or a call before the worker started. It gets the
 * error envelope with API404 rather than the storefront's HTML.
 */
export function answerOutsideThePage(_req: IncomingMessage, res: ServerResponse): void {
  const body: ErrorEnvelope = {
    errorDetails: [{ errorId: 'API404', message: OUTSIDE_THE_PAGE_MESSAGE }],
    correlationId: `corr-${randomUUID()}`,
  };
  res.statusCode = 404;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Development only: `/__harness/*` from outside the page answers where the simulator is (see above). */
export function harnessOutsideThePage(): Plugin {
  return {
    name: 'storefront:harness-outside-the-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(HARNESS_BASE, answerOutsideThePage);
    },
  };
}
