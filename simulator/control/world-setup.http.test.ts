import { describe, expect, it } from 'vitest';
import { seedData } from '../db/seed/seed-data';
import { apiClient, useTestServer } from '../testing/test-server';
import { applyWorldSetup, type WorldSetup } from './world-setup';

const preset = (name: string, setup: WorldSetup, seed?: number) => ({
  name,
  description: name,
  ...(seed === undefined ? {} : { seed }),
  apply: (world: Parameters<typeof applyWorldSetup>[0]) => applyWorldSetup(world, setup),
});

const server = useTestServer({
  presets: [
    preset('jacket-sold-out', {
      inventory: [
        { sku: 'SPJK0001BLKM', quantity: 0 },
        { sku: 'SPJK0001BLKM', location: '0412', quantity: 1 },
      ],
      faults: [{ operation: 'getServerTime', status: 503, times: 1 }],
    }),
    preset('on-seed-8', {}, 8),
    preset('unknown-sku', { inventory: [{ sku: 'ZZZZ0000BLKM', quantity: 1 }] }),
  ],
});

const control = (path: string, session: string, body?: unknown) =>
  fetch(`${server.url}/__harness${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-harness-session': session },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const productName = async (session: string, styleId: string) =>
  (await apiClient(server.url, session).get(`/products/v2/products/${styleId}/details`)).body.name;

/** A product whose generated name depends on the seed. */
const GENERATED = 'SPJK0101';
const nameInSeed = (seed: number) =>
  seedData(seed).catalogue.products.find((p) => p.styleId === GENERATED)?.name;

describe('per-session seeds', () => {
  it('restarts a session on another seed and leaves the others on the server seed', async () => {
    expect(nameInSeed(7)).not.toBe(nameInSeed(8));
    const reset = await control('/reset', 'seeded', { seed: 8 });
    expect(await reset.json()).toEqual({ reset: 'seeded', seed: 8 });
    expect(await productName('seeded', GENERATED)).toBe(nameInSeed(8));
    expect(await productName('unseeded', GENERATED)).toBe(nameInSeed(7));
    const health = await fetch(`${server.url}/__harness/health`, {
      headers: { 'x-harness-session': 'seeded' },
    });
    expect(await health.json()).toMatchObject({ seed: 7, sessionSeed: 8 });
    await control('/reset', 'seeded');
    expect(await productName('seeded', GENERATED)).toBe(nameInSeed(7));
  });

  it('refuses a reset body that is not a seed, naming the field', async () => {
    const bad = await control('/reset', 'bad-seed', { seed: -1 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorDetails[0].message).toMatch(/^body\.seed: /);
    const extra = await control('/reset', 'bad-seed', { sed: 8 });
    expect((await extra.json()).errorDetails[0].message).toMatch(/sed/);
  });

  it('activates a scenario on its own seed', async () => {
    const activated = await control('/scenarios/on-seed-8', 'preset-seed');
    expect(await activated.json()).toEqual({ session: 'preset-seed', scenario: 'on-seed-8', seed: 8 });
    expect(await productName('preset-seed', GENERATED)).toBe(nameInSeed(8));
  });
});

describe('scenario setup', () => {
  it('sets stock levels and installs faults in the activated session only', async () => {
    expect((await control('/scenarios/jacket-sold-out', 'sold-out')).status).toBe(200);
    const availability = (session: string) =>
      apiClient(server.url, session).post('/products/v1/products/SPJK0001/availability', {
        items: [{ sku: 'SPJK0001BLKM', qty: 1 }],
        storeIds: ['0412'],
      });
    const item = (await availability('sold-out')).body.items[0];
    expect(item.homeDelivery.available).toBe(false);
    expect(item.stores[0].pickup).toEqual({ available: true, quantity: 1 });
    expect((await availability('not-sold-out')).body.items[0].homeDelivery.available).toBe(true);
    const time = (session: string) => apiClient(server.url, session).get('/fapi/server/time');
    expect((await time('sold-out')).status).toBe(503);
    expect((await time('sold-out')).status).toBe(200);
  });

  it('refuses a setup that names an unknown sku, and leaves the session fresh', async () => {
    const refused = await control('/scenarios/unknown-sku', 'bad-setup');
    expect(refused.status).toBe(400);
    expect((await refused.json()).errorDetails[0].message).toBe(
      'scenario "unknown-sku" setup.inventory.0.sku: no sku ZZZZ0000BLKM in seed 7',
    );
    const scenarios = await fetch(`${server.url}/__harness/scenarios`, {
      headers: { 'x-harness-session': 'bad-setup' },
    });
    expect((await scenarios.json()).scenarios.every((s: { active: boolean }) => !s.active)).toBe(true);
  });
});
