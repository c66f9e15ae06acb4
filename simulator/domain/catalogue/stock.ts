import { HOME_LOCATION } from '../../db/catalogue-store';
import type { CatalogueSeed } from '../../db/seed/catalogue-seed';
import { catalogueIndex } from './catalogue-index';
import type { StockLookup } from './product-view';

export const stockKey = (location: string, sku: string): string => `${location}:${sku}`;

export type FullStockLookup = StockLookup & { store(storeId: string, sku: string): number };

/** Stock levels: the seeded ones, with adjusted levels (`location:sku` -> units) on top. */
export function stockFrom(
  seed: CatalogueSeed,
  adjusted: ReadonlyMap<string, number> = new Map(),
): FullStockLookup {
  const index = catalogueIndex(seed);
  const home = (sku: string) =>
    adjusted.get(stockKey(HOME_LOCATION, sku)) ?? index.variantBySku.get(sku)?.variant.homeStock ?? 0;
  const store = (storeId: string, sku: string) =>
    adjusted.get(stockKey(storeId, sku)) ?? seed.storeInventory[storeId]?.[sku] ?? 0;
  const pickupStores = seed.stores.filter((s) => s.pickupEnabled);
  return {
    home,
    store,
    pickupStoreStock: (sku) => pickupStores.reduce((sum, s) => sum + store(s.id, sku), 0),
  };
}
