import type { CatalogueSeed, StoreSeed } from '../../db/seed/catalogue-seed';
import type {
  CategorySeed,
  ColorSeed,
  ProductSeed,
  ProductSetSeed,
  QuestionSeed,
  RecipeSeed,
  ReviewSeed,
  VariantSeed,
} from '../../db/seed/catalogue-types';

/**
 * Lookup tables over one seed's catalogue, built once per seed (the seed is shared read-only by every world)
 * and cached beside it.
 */
export interface CatalogueIndex {
  readonly productByStyle: ReadonlyMap<string, ProductSeed>;
  /** Colour product id (style + colour code) -> product and colour. */
  readonly colorProduct: ReadonlyMap<string, { product: ProductSeed; color: ColorSeed }>;
  readonly variantBySku: ReadonlyMap<string, { product: ProductSeed; variant: VariantSeed }>;
  readonly skuByUpc: ReadonlyMap<string, string>;
  readonly categoryById: ReadonlyMap<string, CategorySeed>;
  readonly reviewsByStyle: ReadonlyMap<string, readonly ReviewSeed['review'][]>;
  readonly reviewById: ReadonlyMap<string, ReviewSeed>;
  readonly questionsByStyle: ReadonlyMap<string, readonly QuestionSeed['question'][]>;
  /** Answer id -> style id of its product. */
  readonly answerStyle: ReadonlyMap<string, string>;
  readonly storeById: ReadonlyMap<string, StoreSeed>;
  readonly setById: ReadonlyMap<string, ProductSetSeed>;
  readonly recipeById: ReadonlyMap<string, RecipeSeed>;
}

const cache = new WeakMap<CatalogueSeed, CatalogueIndex>();

function groupBy<T, V>(
  items: readonly T[],
  key: (item: T) => string,
  value: (item: T) => V,
): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(value(item));
    else map.set(k, [value(item)]);
  }
  return map;
}

export function catalogueIndex(seed: CatalogueSeed): CatalogueIndex {
  const cached = cache.get(seed);
  if (cached) return cached;
  const colorProduct = new Map<string, { product: ProductSeed; color: ColorSeed }>();
  const variantBySku = new Map<string, { product: ProductSeed; variant: VariantSeed }>();
  const skuByUpc = new Map<string, string>();
  for (const product of seed.products) {
    for (const color of product.colors)
      colorProduct.set(`${product.styleId}${color.code}`, { product, color });
    for (const variant of product.variants) {
      variantBySku.set(variant.sku, { product, variant });
      skuByUpc.set(variant.upc, variant.sku);
    }
  }
  const answerStyle = new Map<string, string>();
  for (const { styleId, question } of seed.questions) {
    for (const answer of question.answers) answerStyle.set(answer.id, styleId);
  }
  const index: CatalogueIndex = {
    productByStyle: new Map(seed.products.map((p) => [p.styleId, p])),
    colorProduct,
    variantBySku,
    skuByUpc,
    categoryById: new Map(seed.categories.map((c) => [c.id, c])),
    reviewsByStyle: groupBy(
      seed.reviews,
      (r) => r.styleId,
      (r) => r.review,
    ),
    reviewById: new Map(seed.reviews.map((r) => [r.review.id, r])),
    questionsByStyle: groupBy(
      seed.questions,
      (q) => q.styleId,
      (q) => q.question,
    ),
    answerStyle,
    storeById: new Map(seed.stores.map((s) => [s.id, s])),
    setById: new Map(seed.productSets.map((s) => [s.id, s])),
    recipeById: new Map(seed.recipes.map((r) => [r.recipeId, r])),
  };
  cache.set(seed, index);
  return index;
}

/** A product id as the API accepts it: a style id, or a colour product id (style + colour code). */
export function resolveProductId(
  index: CatalogueIndex,
  productId: string,
): { product: ProductSeed; color: ColorSeed } | undefined {
  const byColor = index.colorProduct.get(productId);
  if (byColor) return byColor;
  const product = index.productByStyle.get(productId);
  const color = product?.colors[0];
  return product && color ? { product, color } : undefined;
}
