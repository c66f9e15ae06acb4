import { describe, expect, it } from 'vitest';
import { createWorld } from '../core/world';
import type { Db } from './create-db';
import { loadDb, saveDb } from './db-snapshot';

describe('db snapshots', () => {
  it('refuse a store part that keeps no rows and is not frozen: a restore would lose it', async () => {
    const { db } = await createWorld('parts', 7);
    const withMap = { ...db, commerce: { ...db.commerce, reservations: new Map() } } as unknown as Db;
    expect(() => saveDb(withMap)).toThrow(/db\.commerce\.reservations keeps no rows/);
    // Frozen configuration (the promotions) is rebuilt from the seed, so it is not saved.
    expect(Object.isFrozen(db.commerce.promotions)).toBe(true);
    expect(saveDb(db).commerce).toEqual({});
  });

  it('keeps a collection emptied by deletes empty, rather than back to its seeded rows', async () => {
    const world = await createWorld('emptied', 7);
    const { purchases } = world.db.accounts;
    expect(purchases.count()).toBeGreaterThan(0);
    await purchases.update((q) => q.where({}), { data: () => {} }); // the first write copies the seeded rows
    purchases.deleteMany((q) => q.where({}));
    const saved = JSON.parse(JSON.stringify(saveDb(world.db)));
    expect(saved.accounts.purchases).toEqual([]);
    const fresh = await createWorld('emptied', 7);
    await loadDb(fresh.db, saved);
    expect(fresh.db.accounts.purchases.count()).toBe(0);
  });
});
