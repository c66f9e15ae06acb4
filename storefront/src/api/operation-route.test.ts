import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestSimulator } from '../testing/simulator-server';

const sim = useTestSimulator();

/** A fresh module graph: the checkout's table is not registered until its chunk is imported. */
const fresh = async () => {
  vi.resetModules();
  return {
    routes: await import('./operation-route'),
    testing: await import('../testing/test-commerce'),
  };
};

describe("a checkout operation called before the checkout's chunk registered its table", () => {
  beforeEach(() => vi.resetModules());

  it('routeOf fails with an error naming the operation and what to import (not a TypeError)', async () => {
    const { routes } = await fresh();
    expect(routes.routeOf('getCart').method).toBe('GET');
    expect(() => routes.routeOf('listStores')).toThrow(
      "listStores: no route (import its area's api/*-operations)",
    );
  });

  it('a call through the adapter rejects with that error; once the table is imported it is made', async () => {
    const { testing } = await fresh();
    const commerce = testing.testCommerce(sim);
    await expect(commerce.deps.call('listStores', { query: {} })).rejects.toThrow(
      "listStores: no route (import its area's api/*-operations)",
    );
    await import('./checkout-operations');
    const { stores } = await commerce.deps.call('listStores', { query: {} });
    expect(stores.length).toBeGreaterThan(0);
  });
});
