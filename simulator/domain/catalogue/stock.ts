import { HOME_LOCATION } from '../../db/catalogue-store';
import type { CatalogueSeed } from '../../db/seed/catalogue-seed';
import { type CatalogueIndex, catalogueIndex } from './catalogue-index';
import type { StockLookup } from './product-view';

export const stockKey = (location: string, sku: string): string => `${location}:${sku}`;

export type FullStockLookup = StockLookup & { store(storeId: string, sku: string): number };

const NO_ADJUSTMENTS: ReadonlyMap<string, number> = new Map();

/** The stores that offer pickup, per seed (the seed never changes). */
const pickupStoresOf = new WeakMap<CatalogueSeed, readonly { readonly id: string }[]>();

/**
 * Stock levels: the seeded ones, with adjusted levels (`location:sku` -> units) on top. A class, so that a
 * lookup (one per cart line read) costs one small object, not four new closures.
 */
class SeedStock implements FullStockLookup {
  readonly #index: CatalogueIndex;
  readonly #pickupStores: readonly { readonly id: string }[];

  constructor(
    private readonly seed: CatalogueSeed,
    private readonly adjusted: ReadonlyMap<string, number>,
  ) {
    this.#index = catalogueIndex(seed);
    let pickup = pickupStoresOf.get(seed);
    if (!pickup) {
      pickup = seed.stores.filter((s) => s.pickupEnabled);
      pickupStoresOf.set(seed, pickup);
    }
    this.#pickupStores = pickup;
  }

  home(sku: string): number {
    return (
      this.adjusted.get(stockKey(HOME_LOCATION, sku)) ??
      this.#index.variantBySku.get(sku)?.variant.homeStock ??
      0
    );
  }

  store(storeId: string, sku: string): number {
    return this.adjusted.get(stockKey(storeId, sku)) ?? this.seed.storeInventory[storeId]?.[sku] ?? 0;
  }

  pickupStoreStock(sku: string): number {
    let sum = 0;
    for (const s of this.#pickupStores) sum += this.store(s.id, sku);
    return sum;
  }
}

export function stockFrom(
  seed: CatalogueSeed,
  adjusted: ReadonlyMap<string, number> = NO_ADJUSTMENTS,
): FullStockLookup {
  return new SeedStock(seed, adjusted);
}
