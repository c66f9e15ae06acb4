import type { PlainAnswer, PlainRequest } from '../core/plain';
import { correlationIdOf, failureAnswer } from '../core/respond';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from '../core/worlds';
import { failure } from '../domain/failure';

export const CONTROL_BASE = '/__harness';

type ControlMethod = 'get' | 'post' | 'delete';

interface ControlRequest {
  readonly request: PlainRequest;
  readonly params: Readonly<Record<string, string>>;
}

/** One control call: its method, its path under /__harness (`:name` for a parameter) and what answers it. */
export interface ControlRoute {
  readonly method: ControlMethod;
  readonly path: string;
  readonly handle: (call: ControlRequest) => PlainAnswer | Promise<PlainAnswer>;
}

/** The call's session (x-harness-session) and correlation id; `refusal` answers a malformed session name. */
export function sessionOf(request: PlainRequest): {
  session: string;
  correlationId: string;
  refusal?: PlainAnswer;
} {
  const correlationId = correlationIdOf(request);
  const session = request.headers[SESSION_HEADER] ?? DEFAULT_SESSION;
  if (isValidSessionName(session)) return { session, correlationId };
  const refusal = failureAnswer(
    failure('API400', `headers.${SESSION_HEADER}: 1 to 64 letters, digits or . _ : -`),
    correlationId,
  );
  return { session, correlationId, refusal };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route's path as the msw handlers matched it (path-to-regexp, non-strict): case-insensitive, one
 * optional trailing `/`, a `:name` being one segment, decoded.
 */
export function compileControlPath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = `${CONTROL_BASE}${path}`
    .split(/(:[A-Za-z_]\w*)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      names.push(part.slice(1));
      return '([^/#?]+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}[/#?]?$`, 'i'), names };
}

const patternOf = (path: string) =>
  new RegExp(`^${CONTROL_BASE}${path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

/**
 * A control path called with a method it does not take answers 405 API405 with `Allow` (the routes' own
 * table decides, so the two never disagree); an unknown control path answers nothing and falls to the 404.
 */
export function methodNotAllowed(routes: readonly ControlRoute[]) {
  const patterns = routes.map((r) => ({ method: r.method.toUpperCase(), pattern: patternOf(r.path) }));
  return (request: PlainRequest): PlainAnswer | undefined => {
    if (request.method === 'OPTIONS') return undefined;
    const pathname = request.path;
    const allowed = [...new Set(patterns.filter((p) => p.pattern.test(pathname)).map((p) => p.method))];
    if (allowed.length === 0 || allowed.includes(request.method)) return undefined;
    const answer = failureAnswer(
      failure('API405', `${request.method} is not allowed on ${pathname}; use ${allowed.join(' or ')}`),
      correlationIdOf(request),
    );
    return { ...answer, headers: { ...answer.headers, allow: allowed.join(', ') } };
  };
}

/** Whether a path is under /__harness (as msw's `/__harness` and `/__harness/*` matched it). */
export const CONTROL_PATH = new RegExp(`^${CONTROL_BASE}(?:/.*)?$`, 'i');

/**
 * Answers a call with the first route of its method whose path matches, a control path called with another
 * method with 405, and anything else (not a control route) with undefined.
 */
export function controlDispatcher(
  routes: readonly ControlRoute[],
): (request: PlainRequest) => Promise<PlainAnswer | undefined> {
  const compiled = routes.map((route) => ({
    route,
    method: route.method.toUpperCase(),
    ...compileControlPath(route.path),
  }));
  const wrongMethod = methodNotAllowed(routes);
  return async (request) => {
    if (!CONTROL_PATH.test(request.path)) return undefined;
    const method = request.method.toUpperCase();
    for (const { route, method: routeMethod, pattern, names } of compiled) {
      if (routeMethod !== method) continue;
      const found = pattern.exec(request.path);
      if (!found) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] as string);
      });
      return route.handle({ request, params });
    }
    return wrongMethod(request);
  };
}
