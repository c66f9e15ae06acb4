import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TABLES } from './generate-client-tables';

describe("the storefront client's generated tables", () => {
  it.each(CLIENT_TABLES.map((t) => [t.file.split('/').pop(), t] as const))(
    '%s is exactly what the contracts generate (run `npm run generate` after changing a contract)',
    (_name, { file, render }) => {
      expect(readFileSync(file, 'utf8')).toBe(render());
    },
  );
});

describe('reading the compact tables back', () => {
  it('gives every operation the storefront calls its registry method, path, headers and body type', async () => {
    const { operationList } = await import('../contracts/registry/operations');
    const { HEADER } = await import('../contracts/common/headers');
    const { routeOf } = await import('../storefront/src/api/operation-route');
    const { ALL_CLIENT_OPERATIONS } = await import('../storefront/src/api/client-operations');
    await import('../storefront/src/api/checkout-operations');
    await import('../storefront/src/api/account-operations');
    await import('../storefront/src/api/content-operations');
    await import('../storefront/src/api/experimentation-operations');
    const called = operationList.filter((op) =>
      (ALL_CLIENT_OPERATIONS as readonly string[]).includes(op.operationId),
    );
    expect(called.map((op) => op.operationId).sort()).toEqual([...ALL_CLIENT_OPERATIONS].sort());
    for (const op of called) {
      const headers = Object.keys(op.request.headers?.shape ?? {});
      expect(routeOf(op.operationId as Parameters<typeof routeOf>[0]), op.operationId).toEqual({
        method: op.method.toUpperCase(),
        path: op.path,
        site: headers.includes(HEADER.brand),
        usid: headers.includes(HEADER.userSessionId),
        credentials: op.area === 'auth',
        token: op.errorIds.includes('AUT401'),
        ...(op.request.body ? { body: op.request.bodyMediaTypes?.[0] ?? 'application/json' } : {}),
      });
    }
  });

  it('gives every catalogue id its catalogue status, kind and handling', async () => {
    const { catalogueList } = await import('../contracts/errors/catalogue');
    const { errorCatalogue } = await import('../storefront/src/api/error-catalogue.generated');
    const { expandEntry } = await import('../storefront/src/api/client-catalogue-entry');
    for (const { id, status, kind, handling } of catalogueList) {
      expect(expandEntry(errorCatalogue[id]), id).toEqual({ status, kind, handling });
    }
  });
});
