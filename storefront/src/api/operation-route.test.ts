import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestSimulator } from '../testing/simulator-server';

const sim = useTestSimulator();

/** A fresh module graph: the checkout's table is not registered until something loads it. */
const fresh = async () => {
  vi.resetModules();
  return {
    routes: await import('./operation-route'),
    testing: await import('../testing/test-commerce'),
  };
};

describe("a checkout operation called before the checkout's chunk registered its table", () => {
  beforeEach(() => vi.resetModules());

  it('is not registered at first, and routeOf names the operation and what to import', async () => {
    const { routes } = await fresh();
    expect(routes.hasRoute('getCart')).toBe(true);
    expect(routes.hasRoute('listStores')).toBe(false);
    expect(() => routes.routeOf('listStores')).toThrow(/listStores.*api\/checkout-operations/);
  });

  it('loadRoute loads the table, then the route is there', async () => {
    const { routes } = await fresh();
    await expect(routes.loadRoute('listStores')).resolves.toMatchObject({ method: 'GET' });
    expect(routes.hasRoute('listStores')).toBe(true);
  });

  it('a call through the adapter loads the table and is made (no crash)', async () => {
    const { routes, testing } = await fresh();
    const commerce = testing.testCommerce(sim);
    const { stores } = await commerce.deps.call('listStores', { query: {} });
    expect(stores.length).toBeGreaterThan(0);
    expect(routes.hasRoute('listStores')).toBe(true);
  });
});
