import type { Operation } from '../../contracts/registry/define-operations';

interface Route {
  readonly op: Operation;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

interface RouteMatch {
  readonly op: Operation;
  readonly params: Record<string, string>;
}

/** Fewer parameters first, so `/fapi/pages/location-selector` is tried before `/fapi/pages/{page}`. */
function bySpecificity(a: { path: string }, b: { path: string }): number {
  const params = (p: string) => (p.match(/\{/g) ?? []).length;
  return params(a.path) - params(b.path);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/cart/v1/cart/{basketId}` as an anchored pattern with one capture per placeholder. */
export function compileRoute(specPath: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = specPath
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (!param) return escapeRegExp(part);
      names.push(param[1] as string);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** A path's first segment (`cart` of `/cart/v1/cart/bk-1`). */
const firstSegment = (path: string): string => path.slice(1).split('/', 1)[0] as string;

/**
 * One method's routes, tried in specificity order, grouped by a path's first segment: a request tries the
 * routes of its first segment and those whose first segment is a parameter (`/{mode}/...`), in the order
 * of the whole list, instead of every route of the method.
 */
class MethodRoutes {
  readonly #bySegment = new Map<string, Route[]>();
  readonly #anySegment: Route[];

  constructor(readonly all: readonly Route[]) {
    const opensWithParam = (route: Route) => route.op.path.startsWith('/{');
    this.#anySegment = all.filter(opensWithParam);
    for (const route of all) {
      if (opensWithParam(route)) continue;
      const segment = firstSegment(route.op.path);
      if (this.#bySegment.has(segment)) continue;
      this.#bySegment.set(
        segment,
        all.filter((r) => opensWithParam(r) || firstSegment(r.op.path) === segment),
      );
    }
  }

  candidates(pathname: string): readonly Route[] {
    return this.#bySegment.get(firstSegment(pathname)) ?? this.#anySegment;
  }
}

/**
 * Matches a request to its registry operation with patterns compiled once (the request core's router).
 * One msw handler per operation would compile each path and parse cookies per handler on every request;
 * this keeps the cost of routing flat as the registry grows.
 */
export function createOperationRouter(operations: readonly Operation[]) {
  const lists = new Map<string, Route[]>();
  for (const op of [...operations].sort(bySpecificity)) {
    const method = op.method.toUpperCase();
    const routes = lists.get(method) ?? [];
    routes.push({ op, ...compileRoute(op.path) });
    lists.set(method, routes);
  }
  const byMethod = new Map([...lists].map(([method, routes]) => [method, new MethodRoutes(routes)]));
  return {
    match(method: string, pathname: string): RouteMatch | undefined {
      for (const route of byMethod.get(method.toUpperCase())?.candidates(pathname) ?? []) {
        const found = route.pattern.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        route.names.forEach((name, i) => {
          params[name] = decodeURIComponent(found[i + 1] as string);
        });
        return { op: route.op, params };
      }
      return undefined;
    },
    /** The methods whose routes match this path (for a 405's Allow header). */
    methodsFor(pathname: string): string[] {
      return [...byMethod]
        .filter(([, routes]) => routes.all.some((r) => r.pattern.test(pathname)))
        .map(([m]) => m);
    },
  };
}
