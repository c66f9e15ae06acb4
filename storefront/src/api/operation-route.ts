import type { ClientOperationId } from './client-operations';
import { operationTable } from './operation-table.generated';

/** What the client needs to call an operation: the registry's method and path, and which headers it takes. */
export interface OperationRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The spec's path with `{param}` placeholders. */
  readonly path: `/${string}`;
  /** Takes the site headers (locale, brand, channel, region, tracing ids, authorization). */
  readonly site: boolean;
  /** Takes the user session id (auth, consumer and wishlist calls). */
  readonly usid: boolean;
  /**
   * An auth API call (sign-in, token, password calls): its 401 answers the credentials it carries (a
   * password, a code, a refresh token), not the access token.
   */
  readonly credentials: boolean;
  /**
   * Needs an access token (the contract lists AUT401 for it): the storefront obtains one before the call.
   * Other calls (catalogue, stores, content) carry the page's token if it has one, and never wait for one.
   */
  readonly token: boolean;
  /** The body's media type, when the operation takes a body. */
  readonly body?: 'application/json' | 'text/plain';
}

// Later chunks add their tables (the checkout's: api/checkout-operations.ts).
const routes: Partial<Record<ClientOperationId, string>> = { ...operationTable };
const parsed = new Map<ClientOperationId, OperationRoute>();

/** Adds a table of routes loaded with a later chunk. */
export const addOperationTable = (table: Partial<Record<ClientOperationId, string>>) =>
  Object.assign(routes, table);

/** The route of an operation, read once from the generated table's compact form. */
export function routeOf(operationId: ClientOperationId): OperationRoute {
  let route = parsed.get(operationId);
  if (!route) {
    const compact = routes[operationId];
    if (compact === undefined) {
      // A later chunk's operation called before that chunk registered its table. Short: it ships on every page.
      throw new Error(`${operationId}: no route (import its area's api/*-operations)`);
    }
    const [method, path, flags, body] = compact.split(' ') as [
      OperationRoute['method'],
      `/${string}`,
      string,
      string | undefined,
    ];
    const bits = Number(flags);
    route = {
      method,
      path,
      site: (bits & 1) === 1,
      usid: (bits & 2) === 2,
      credentials: (bits & 4) === 4,
      token: (bits & 8) === 8,
      ...(body ? { body: body === 'text' ? 'text/plain' : 'application/json' } : {}),
    };
    parsed.set(operationId, route);
  }
  return route;
}
