import { type AccountStore, createAccountStore } from './account-store';
import { type CatalogueStore, createCatalogueStore } from './catalogue-store';
import { type CommerceStore, createCommerceStore } from './commerce-store';
import type { SeedData } from './seed/seed-data';
import { NO_SHIFT, type SeedShift } from './seed/seed-time';

/**
 * The mutable data of one world, in @msw/data collections whose schemas come from the contracts. Each reads
 * what every world of the seed shares until this world first writes to it (copy-on-write-collection.ts).
 */
export interface Db {
  readonly catalogue: CatalogueStore;
  readonly accounts: AccountStore;
  readonly commerce: CommerceStore;
}

/** `shift` moves the seeded dates to the world's start (seed-time.ts). */
export async function createDb(data: SeedData, shift: SeedShift = NO_SHIFT): Promise<Db> {
  const [catalogue, accounts, commerce] = await Promise.all([
    createCatalogueStore(data),
    createAccountStore(data, shift),
    createCommerceStore(data, shift),
  ]);
  return { catalogue, accounts, commerce };
}
