import { composeDescription } from '../../db/seed/catalogue-copy-descriptions';
import {
  BADGE_LABELS,
  type BadgeKey,
  CATEGORY_NAMES_FR,
  COLOR_LABELS,
  EYEBROW_LABELS,
  type EyebrowKey,
} from '../../db/seed/catalogue-copy-labels';
import { composeName, type Language } from '../../db/seed/catalogue-copy-names';
import type { CatalogueSeed } from '../../db/seed/catalogue-seed';
import type { CategorySeed, ColorSeed, ProductSeed } from '../../db/seed/catalogue-types';

/**
 * The catalogue in a language: names and descriptions composed from the seed's parts, colour and category
 * names from the bilingual tables. Ids, prices, stock and slugs are the same in every language, so one
 * product is the same product on en-us and fr-ca. Built once per seed and language (the seed is shared
 * read-only), so search, facets and views read the shopper's language with no work per request.
 */

const colorIn = (color: ColorSeed, language: Language): ColorSeed => {
  const label = COLOR_LABELS[color.code]?.[language];
  return label ? { ...color, label } : color;
};

const products = new WeakMap<ProductSeed, ProductSeed>();

/** A product in a language (the same object in English; built once per product in French). */
export function productIn(product: ProductSeed, language: Language): ProductSeed {
  if (language === 'en') return product;
  const known = products.get(product);
  if (known) return known;
  const localised: ProductSeed = {
    ...product,
    name: composeName(product.productType, product.copy.name, language),
    description: composeDescription(product.productType, product.copy.description, language),
    colors: product.colors.map((c) => colorIn(c, language)),
  };
  products.set(product, localised);
  products.set(localised, localised);
  return localised;
}

export function categoryIn(category: CategorySeed, language: Language): CategorySeed {
  const name = language === 'fr' ? CATEGORY_NAMES_FR[category.id] : undefined;
  return name ? { ...category, name } : category;
}

export const badgeLabel = (badge: BadgeKey, language: Language): string => BADGE_LABELS[badge][language];
export const eyebrowLabel = (eyebrow: EyebrowKey, language: Language): string =>
  EYEBROW_LABELS[eyebrow][language];

const cache = new WeakMap<CatalogueSeed, Map<Language, CatalogueSeed>>();

/** The seed's catalogue in a language (the seed itself in English). */
export function catalogueIn(seed: CatalogueSeed, language: Language): CatalogueSeed {
  if (language === 'en') return seed;
  let byLanguage = cache.get(seed);
  if (!byLanguage) {
    byLanguage = new Map();
    cache.set(seed, byLanguage);
  }
  let localised = byLanguage.get(language);
  if (!localised) {
    localised = {
      ...seed,
      categories: seed.categories.map((c) => categoryIn(c, language)),
      products: seed.products.map((p) => productIn(p, language)),
    };
    byLanguage.set(language, localised);
  }
  return localised;
}
