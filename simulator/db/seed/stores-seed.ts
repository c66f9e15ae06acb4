import type { Faker } from '@faker-js/faker';
import type { ProductSeed } from './catalogue-types';
import { STORES, type StoreSeed } from './stores-data';

/** Per-store stock at the start of every world: storeId -> sku -> units. */
export type StoreInventorySeed = Readonly<Record<string, Readonly<Record<string, number>>>>;

function generatedStoreStock(faker: Faker): number {
  return faker.helpers.weightedArrayElement([
    { weight: 45, value: 0 },
    { weight: 40, value: faker.number.int({ min: 1, max: 5 }) },
    { weight: 15, value: faker.number.int({ min: 6, max: 15 }) },
  ]);
}

/**
 * Stock of every variant in every store. Fixtures carry a fixed store stock; generated variants with no
 * home stock are stocked in stores half of the time (pickup-only) and nowhere otherwise (out of stock).
 * Each group of stores (North America, EMEA) draws from its own faker, so adding stores to one group never
 * shifts the stock of the other.
 */
export function generateStoreInventory(
  faker: Faker,
  products: readonly Pick<ProductSeed, 'variants'>[],
  stores: readonly Pick<StoreSeed, 'id'>[] = STORES,
): StoreInventorySeed {
  const inventory: Record<string, Record<string, number>> = Object.fromEntries(stores.map((s) => [s.id, {}]));
  for (const variant of products.flatMap((p) => p.variants)) {
    const stockedAnywhere = variant.homeStock > 0 || faker.datatype.boolean({ probability: 0.5 });
    for (const store of stores) {
      const shelf = inventory[store.id] as Record<string, number>;
      if (variant.storeStock !== undefined) shelf[variant.sku] = variant.storeStock;
      else shelf[variant.sku] = stockedAnywhere ? generatedStoreStock(faker) : 0;
    }
  }
  return inventory;
}
