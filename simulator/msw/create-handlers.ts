import { type HttpHandler, http } from 'msw';
import { operationList } from '../../contracts/registry/operations';
import { createControlHandlers } from '../control/control-handlers';
import { failure } from '../core/failure';
import { handleOperation } from '../core/handle-operation';
import { failureResponse } from '../core/respond';
import type { Simulator } from '../core/simulator';
import { bySpecificity, mswPath } from './msw-path';

export interface HandlerOptions {
  /** Answer unknown routes with a 404 envelope (the Node server); the browser lets them pass through. */
  readonly fallback: boolean;
}

/** The MSW handlers both transports use: the control API, then one handler per registry operation. */
export function createHandlers(sim: Simulator, options: HandlerOptions): HttpHandler[] {
  const operations = [...operationList]
    .sort(bySpecificity)
    .map((op) =>
      http[op.method](mswPath(op.path), ({ request, params }) =>
        handleOperation(sim, op, request, params as Record<string, string>),
      ),
    );
  const handlers = [...createControlHandlers(sim), ...operations];
  if (options.fallback) {
    handlers.push(
      http.all('*', ({ request }) => {
        const { pathname } = new URL(request.url);
        return failureResponse(
          failure('API404', `No operation answers ${request.method} ${pathname}`),
          request.headers.get('x-correlation-id') ?? `corr-${crypto.randomUUID()}`,
        );
      }),
    );
  }
  return handlers;
}
