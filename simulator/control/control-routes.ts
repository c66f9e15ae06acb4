import { failure } from '../core/failure';
import { correlationIdOf, failureResponse } from '../core/respond';
import { DEFAULT_SESSION, isValidSessionName, SESSION_HEADER } from '../core/worlds';

export const CONTROL_BASE = '/__harness';

type ControlMethod = 'get' | 'post' | 'delete';

interface ControlRequest {
  readonly request: Request;
  readonly params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** One control call: its method, its path under /__harness (msw syntax) and what answers it. */
export interface ControlRoute {
  readonly method: ControlMethod;
  readonly path: string;
  readonly handle: (call: ControlRequest) => Response | Promise<Response>;
}

/** The call's session (x-harness-session) and correlation id; `refusal` answers a malformed session name. */
export function sessionOf(request: Request): { session: string; correlationId: string; refusal?: Response } {
  const correlationId = correlationIdOf(request);
  const session = request.headers.get(SESSION_HEADER) ?? DEFAULT_SESSION;
  if (isValidSessionName(session)) return { session, correlationId };
  const refusal = failureResponse(
    failure('API400', `headers.${SESSION_HEADER}: 1 to 64 letters, digits or . _ : -`),
    correlationId,
  );
  return { session, correlationId, refusal };
}

const patternOf = (path: string) =>
  new RegExp(`^${CONTROL_BASE}${path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`);

/**
 * A control path called with a method it does not take answers 405 API405 with `Allow` (the routes' own
 * table decides, so the two never disagree); an unknown control path answers nothing and falls to the 404.
 */
export function methodNotAllowed(routes: readonly ControlRoute[]) {
  const patterns = routes.map((r) => ({ method: r.method.toUpperCase(), pattern: patternOf(r.path) }));
  return ({ request }: ControlRequest): Response | undefined => {
    if (request.method === 'OPTIONS') return undefined;
    const { pathname } = new URL(request.url);
    const allowed = [...new Set(patterns.filter((p) => p.pattern.test(pathname)).map((p) => p.method))];
    if (allowed.length === 0 || allowed.includes(request.method)) return undefined;
    const answer = failureResponse(
      failure('API405', `${request.method} is not allowed on ${pathname}; use ${allowed.join(' or ')}`),
      correlationIdOf(request),
    );
    answer.headers.set('allow', allowed.join(', '));
    return answer;
  };
}
