import { type AccountStore, createAccountStore } from './account-store';
import { type CatalogueStore, createCatalogueStore } from './catalogue-store';
import { type CommerceStore, createCommerceStore } from './commerce-store';
import type { SeedData } from './seed/seed-data';

/** The mutable data of one world, in @msw/data collections whose schemas come from the contracts. */
export interface Db {
  readonly catalogue: CatalogueStore;
  readonly accounts: AccountStore;
  readonly commerce: CommerceStore;
}

export async function createDb(data: SeedData): Promise<Db> {
  const [catalogue, accounts, commerce] = await Promise.all([
    createCatalogueStore(data),
    createAccountStore(data),
    createCommerceStore(data),
  ]);
  return { catalogue, accounts, commerce };
}
