import { languageOf } from '../../db/seed/catalogue-copy-names';
import type { Currency, ProductSeed } from '../../db/seed/catalogue-types';
import { toMajor } from '../commerce/money';
import { productIn } from './catalogue-language';
import { colorProductId, PRODUCT_IMAGE_HOST, pdpUrl } from './product-view';

/** The recommendation widgets the storefront places (carousels, the cart upsell, empty search). */
export const WIDGETS = {
  'pdp-similar': 'Similar products',
  'pdp-complete-the-look': 'Complete the look',
  'home-trending': 'Trending now',
  'cart-upsell': 'Add to your order',
  'search-no-results': 'Top rated',
  'category-top-sellers': 'Top sellers',
} as const;
export type WidgetId = keyof typeof WIDGETS;

export const isWidget = (id: string): id is WidgetId => Object.hasOwn(WIDGETS, id);

export interface RecommendationContext {
  /** Style of the product the widget sits beside. */
  readonly product?: ProductSeed | undefined;
  readonly categoryId?: string | undefined;
  /** Styles to leave out (already in the cart, the product itself). */
  readonly exclude?: ReadonlySet<string>;
  /** Whether a product can be bought now (only those are recommended). */
  readonly buyable: (p: ProductSeed) => boolean;
}

const byPopularity = (a: ProductSeed, b: ProductSeed) =>
  b.popularity - a.popularity || a.styleId.localeCompare(b.styleId);
const byRating = (a: ProductSeed, b: ProductSeed) =>
  b.rating.score - a.rating.score || b.rating.count - a.rating.count || byPopularity(a, b);

/** Picks the products of a widget, best first. */
export function recommend(
  widget: WidgetId,
  products: readonly ProductSeed[],
  ctx: RecommendationContext,
  limit: number,
): ProductSeed[] {
  const skip = new Set(ctx.exclude ?? []);
  if (ctx.product) skip.add(ctx.product.styleId);
  const pool = products.filter((p) => p.online && !skip.has(p.styleId) && ctx.buyable(p));
  const leaf = ctx.product?.categoryIds[0] ?? ctx.categoryId;
  let picked: ProductSeed[];
  switch (widget) {
    case 'pdp-similar':
      picked = pool.filter((p) => !leaf || p.categoryIds.includes(leaf)).sort(byPopularity);
      break;
    case 'pdp-complete-the-look': {
      const sets = new Set(ctx.product?.productSets ?? []);
      const gender = ctx.product?.gender;
      const inSets = pool.filter((p) => p.productSets.some((s) => sets.has(s))).sort(byPopularity);
      const others = pool
        .filter((p) => !inSets.includes(p) && p.productType !== ctx.product?.productType)
        .filter((p) => !gender || p.gender === gender || p.gender === 'unisex')
        .sort(byPopularity);
      picked = [...inSets, ...others];
      break;
    }
    case 'cart-upsell':
      picked = pool.filter((p) => p.categoryIds.includes('5000')).sort(byPopularity);
      break;
    case 'search-no-results':
      picked = [...pool].sort(byRating);
      break;
    case 'category-top-sellers':
      picked = pool
        .filter((p) => !ctx.categoryId || p.categoryIds.includes(ctx.categoryId))
        .sort(byPopularity);
      break;
    case 'home-trending':
      picked = [...pool].sort(byPopularity);
      break;
  }
  return picked.slice(0, limit);
}

/** A recommended product as spec 001 lists its fields; recToken attributes clicks and impressions. */
export function recommendedProduct(
  p: ProductSeed,
  locale: string,
  currency: Currency,
  slot: string,
  position: number,
) {
  const color = p.colors[0];
  const id = color ? colorProductId(p, color) : p.styleId;
  const current = Math.min(...p.colors.map((c) => c.prices[currency].current));
  const name = productIn(p, languageOf(locale)).name;
  return {
    id,
    title: name,
    url: pdpUrl(locale, p.slug, id),
    image: { src: `${PRODUCT_IMAGE_HOST}/${id}-HERO`, alt: name },
    rating: { score: p.rating.score, showScore: p.rating.count > 0 },
    price: toMajor(current),
    currency,
    recToken: `rt.${slot}.${id}.${position}`,
  };
}
