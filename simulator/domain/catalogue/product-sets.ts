import type { ProductSet, ProductSetSummary } from '../../../contracts/entities/product';
import type { ProductSeed, ProductSetSeed } from '../../db/seed/catalogue-types';
import { priceDisplayOf } from './price-display';
import { pdpUrl, productImages, productTileView, productView, type ViewContext } from './product-view';

function members(set: ProductSetSeed, productByStyle: ReadonlyMap<string, ProductSeed>): ProductSeed[] {
  return set.productIds.flatMap((id) => {
    const p = productByStyle.get(id);
    return p?.online ? [p] : [];
  });
}

/** A set with its members as full products (first colour each), priced over every member colour. */
export function productSetView(
  set: ProductSetSeed,
  productByStyle: ReadonlyMap<string, ProductSeed>,
  ctx: ViewContext,
): ProductSet | undefined {
  const products = members(set, productByStyle);
  if (products.length === 0) return undefined;
  const name = set.names[ctx.language];
  return {
    id: set.id,
    name,
    slug: set.slug,
    pdpUrl: pdpUrl(ctx.locale, set.slug, set.id),
    images: productImages(set.id, name),
    price: priceDisplayOf(
      products.flatMap((p) => p.colors.map((c) => c.prices[ctx.currency])),
      ctx.currency,
    ),
    products: products.flatMap((p) => (p.colors[0] ? [productView(p, p.colors[0], ctx)] : [])),
  };
}

/** The sets a product belongs to, each with its member tiles. */
export function productSetSummaries(
  product: ProductSeed,
  setById: ReadonlyMap<string, ProductSetSeed>,
  productByStyle: ReadonlyMap<string, ProductSeed>,
  ctx: ViewContext,
): ProductSetSummary[] {
  return product.productSets.flatMap((id) => {
    const set = setById.get(id);
    const tiles = set ? members(set, productByStyle).map((p) => productTileView(p, ctx)) : [];
    return set && tiles.length
      ? [
          {
            id: set.id,
            name: set.names[ctx.language],
            pdpUrl: pdpUrl(ctx.locale, set.slug, set.id),
            products: tiles,
          },
        ]
      : [];
  });
}
