import type { World } from '../../core/world';
import { languageOf } from '../../db/seed/catalogue-copy-names';
import type { CatalogueSeed } from '../../db/seed/catalogue-seed';
import type { Currency, RecipeSeed } from '../../db/seed/catalogue-types';
import { type CatalogueIndex, catalogueIndex } from '../../domain/catalogue/catalogue-index';
import { catalogueIn } from '../../domain/catalogue/catalogue-language';
import { currencyForLocale } from '../../domain/catalogue/money';
import type { ViewContext } from '../../domain/catalogue/product-view';
import { type FullStockLookup, stockFrom, stockKey } from '../../domain/catalogue/stock';

/**
 * The catalogue of one world: the shared seed, its index and the world's live stock. Handlers and the
 * inventory exports read the catalogue through these helpers.
 */

/**
 * The world's catalogue; with a locale, in that locale's language (names, descriptions, colours and
 * categories as shoppers of that locale read them; ids, prices and stock are the same).
 */
export const seedOf = (world: World, locale?: string): CatalogueSeed =>
  locale === undefined ? world.data.catalogue : catalogueIn(world.data.catalogue, languageOf(locale));
export const indexOf = (world: World, locale?: string): CatalogueIndex =>
  catalogueIndex(seedOf(world, locale));

/** A snapshot of the world's stock: seeded levels with this world's adjusted levels on top. */
export function stockLookup(world: World): FullStockLookup {
  const levels = world.db.catalogue.stockLevels.all();
  // Most worlds never change stock: no map to build.
  return stockFrom(
    seedOf(world),
    levels.length ? new Map(levels.map((r) => [r.key, r.quantity])) : undefined,
  );
}

/** Sets a stock level (never below zero) in this world. */
export async function setStockLevel(
  world: World,
  location: string,
  sku: string,
  quantity: number,
): Promise<void> {
  const levels = world.db.catalogue.stockLevels;
  const key = stockKey(location, sku);
  const next = Math.max(0, Math.round(quantity));
  const existing = levels.findFirst((q) => q.where({ key }));
  if (existing) {
    await levels.update((q) => q.where({ key }), {
      data(draft) {
        draft.quantity = next;
      },
    });
  } else {
    await levels.create({ key, location, sku, quantity: next });
  }
}

export function viewContext(
  world: World,
  locale: string | undefined,
): ViewContext & { stock: FullStockLookup } {
  const lang = (locale ?? 'en-us').toLowerCase();
  return {
    locale: lang,
    language: languageOf(lang),
    currency: currencyForLocale(lang),
    stock: stockLookup(world),
    categoryById: indexOf(world, lang).categoryById,
  };
}

/** Unit price of a sku in minor units (its colour's current and original price). */
export function variantPrice(
  world: World,
  sku: string,
  currency: Currency = 'USD',
): { current: number; original: number } | undefined {
  const found = indexOf(world).variantBySku.get(sku);
  const color = found?.product.colors.find((c) => c.code === found.variant.color);
  return color
    ? { current: color.prices[currency].current, original: color.prices[currency].original }
    : undefined;
}

export function findRecipe(world: World, recipeId: string): RecipeSeed | undefined {
  return indexOf(world).recipeById.get(recipeId);
}
