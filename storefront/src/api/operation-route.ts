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
  /** The body's media type, when the operation takes a body. */
  readonly body?: 'application/json' | 'text/plain';
}

const tables: Partial<Record<ClientOperationId, string>>[] = [operationTable];
const parsed = new Map<ClientOperationId, OperationRoute>();

/** Adds a table of routes loaded with a later chunk (the checkout's: api/checkout-operations.ts). */
export function addOperationTable(table: Partial<Record<ClientOperationId, string>>): void {
  if (!tables.includes(table)) tables.push(table);
}

function compactRouteOf(operationId: ClientOperationId): string {
  for (const table of tables) {
    const route = table[operationId];
    if (route) return route;
  }
  // A programming error: the caller's area did not import its table.
  throw new Error(`No route for ${operationId}: its area must import api/checkout-operations.ts`);
}

/** The route of an operation, read once from the generated table's compact form. */
export function routeOf(operationId: ClientOperationId): OperationRoute {
  let route = parsed.get(operationId);
  if (!route) {
    const [method, path, flags, body] = compactRouteOf(operationId).split(' ') as [
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
      ...(body ? { body: body === 'text' ? 'text/plain' : 'application/json' } : {}),
    };
    parsed.set(operationId, route);
  }
  return route;
}
