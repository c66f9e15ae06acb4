import { http, type RequestHandler } from 'msw';
import { operationList } from '../../contracts/registry/operations';
import { createControlHandlers } from '../control/control-handlers';
import { failure } from '../core/failure';
import { handleOperation } from '../core/handle-operation';
import { correlationIdOf, failureResponse } from '../core/respond';
import type { Simulator } from '../core/simulator';
import { createImageHandlers } from '../images/image-route';
import { OperationHandler } from './operation-handler';
import { createOperationRouter } from './operation-router';

interface HandlerOptions {
  /** Answer unknown routes with a 404 envelope (the Node server); the browser lets them pass through. */
  readonly fallback: boolean;
}

/** A known path called with a method it does not take: API405 with the methods it does take. */
function methodNotAllowed(request: Request, allowed: readonly string[]): Response | undefined {
  if (allowed.length === 0) return undefined;
  const answer = failureResponse(
    failure('API405', `${request.method} is not allowed here; use ${allowed.join(' or ')}`),
    correlationIdOf(request),
  );
  answer.headers.set('allow', allowed.join(', '));
  return answer;
}

/**
 * The MSW handlers both transports use. One handler answers every registry operation through a router
 * compiled once (see operation-router.ts); it returns nothing for other paths, so MSW moves on to the
 * control API, the offline image CDN (/images), then to the 404 fallback (Node) or to the network (browser).
 */
export function createHandlers(sim: Simulator, options: HandlerOptions): RequestHandler[] {
  const router = createOperationRouter(operationList);
  const operations = new OperationHandler((request) => {
    const { pathname } = new URL(request.url);
    const match = router.match(request.method, pathname);
    if (match) return handleOperation(sim, match.op, request, match.params);
    return request.method === 'OPTIONS' ? undefined : methodNotAllowed(request, router.methodsFor(pathname));
  });
  const handlers = [operations, ...createControlHandlers(sim), ...createImageHandlers(sim)];
  if (options.fallback) {
    handlers.push(
      // A person opening the server's root lands on the operation index (the browser worker's root is the storefront).
      http.get('/', () => new Response(null, { status: 302, headers: { location: '/__harness/' } })),
      http.all('*', ({ request }) => {
        const { pathname } = new URL(request.url);
        return failureResponse(
          failure('API404', `No operation answers ${request.method} ${pathname}`),
          correlationIdOf(request),
        );
      }),
    );
  }
  return handlers;
}
