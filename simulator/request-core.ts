import { operationList } from '../contracts/registry/operations';
import { answerBotDefenceRequest, BOT_DEFENCE_STAND_IN_BASE } from './bot-defence/bot-defence-route';
import { createControlApi } from './control/control-api';
import { CONTROL_BASE } from './control/control-routes';
import { handleOperation } from './core/handle-operation';
import { createOperationRouter } from './core/operation-router';
import { decodesAsUtf8, undecodablePath } from './core/path-encoding';
import type { PlainAnswer, PlainRequest, RequestCore } from './core/plain';
import { correlationIdOf, failureAnswer } from './core/respond';
import type { Simulator } from './core/simulator-core';
import { failure } from './domain/failure';
import { answerImageRequest, IMAGE_ROUTE_BASE } from './images/image-route';

/**
 * The simulator's own prefixes besides the registry's paths: the control API, the image CDN and the
 * bot-defence provider's challenge stand-in.
 */
const OWN_PREFIX = new RegExp(
  `^(?:${CONTROL_BASE}|${IMAGE_ROUTE_BASE}|${BOT_DEFENCE_STAND_IN_BASE})(?:/|$)`,
  'i',
);

export interface CoreOptions {
  /**
   * Answer what no route takes: `/` redirects to the operation index, anything else is API404 (the Node
   * server, in-process runs and setupServer). Without it (the browser) such requests answer nothing and
   * go to the network.
   */
  readonly fallback: boolean;
}

/** A known path called with a method it does not take: API405 with the methods it does take. */
function methodNotAllowed(request: PlainRequest, allowed: readonly string[]): PlainAnswer | undefined {
  if (allowed.length === 0) return undefined;
  const answer = failureAnswer(
    failure('API405', `${request.method} is not allowed here; use ${allowed.join(' or ')}`),
    correlationIdOf(request),
  );
  return { ...answer, headers: { ...answer.headers, allow: allowed.join(', ') } };
}

function fallbackAnswer(request: PlainRequest): PlainAnswer {
  // A person opening the server's root lands on the operation index (the browser worker's root is the storefront).
  if (request.method.toUpperCase() === 'GET' && request.path === '/') {
    return { status: 302, headers: { location: '/__harness/' }, body: undefined };
  }
  return failureAnswer(
    failure('API404', `No operation answers ${request.method} ${request.path}`),
    correlationIdOf(request),
  );
}

/**
 * The simulator's whole request pipeline over plain values, which every transport adapts: a path that does
 * not decode (400), the registry
 * operations (through a router compiled once), a known path's wrong method (405 + Allow), the control API
 * under /__harness, the offline image CDN under /images, the bot-defence challenge stand-in under
 * /bot-defence, then the fallback.
 */
export function createRequestCore(sim: Simulator, options: CoreOptions): RequestCore {
  const router = createOperationRouter(operationList);
  const control = createControlApi(sim);
  // A path that does not decode is refused where it is ours; in the browser anything else goes to the network.
  const refusesPath = (path: string) =>
    options.fallback || OWN_PREFIX.test(path) || router.methodsFor(path).length > 0;
  return async (request) => {
    if (!decodesAsUtf8(request.path) && refusesPath(request.path)) {
      return failureAnswer(undecodablePath(), correlationIdOf(request));
    }
    const match = router.match(request.method, request.path);
    if (match) return handleOperation(sim, match.op, request, match.params);
    if (request.method !== 'OPTIONS') {
      const refused = methodNotAllowed(request, router.methodsFor(request.path));
      if (refused) return refused;
    }
    const answer =
      (await control(request)) ??
      answerImageRequest(sim, request) ??
      (await answerBotDefenceRequest(sim, request));
    if (answer) return answer;
    return options.fallback ? fallbackAnswer(request) : undefined;
  };
}
