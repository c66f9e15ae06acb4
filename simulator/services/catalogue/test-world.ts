import type { World } from '../../core/world';
import { createCatalogueStore } from '../../db/catalogue-store';
import { generateCatalogueSeed } from '../../db/seed/catalogue-seed';
import type { SeedData } from '../../db/seed/seed-data';

/** Test helper of the catalogue services: a world holding only the catalogue. */

/** A world with the seeded catalogue and a fresh catalogue store (the other stores are not needed). */
const seeds = new Map<number, SeedData>();

export async function catalogueWorld(seed = 7): Promise<World> {
  const data = seeds.get(seed) ?? ({ seed, catalogue: generateCatalogueSeed(seed) } as unknown as SeedData);
  seeds.set(seed, data);
  return {
    name: 'catalogue-test',
    seed,
    data,
    db: { catalogue: await createCatalogueStore(data) },
    clock: { now: () => new Date('2026-02-01T10:00:00.000Z') },
    ids: { next: (prefix: string) => `${prefix}-000001` },
  } as unknown as World;
}
