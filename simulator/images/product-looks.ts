import type { ProductSeed } from '../db/seed/catalogue-types';
import type { ProductLook } from './product-art';
import { colorHex } from './product-colors';
import { productKindOf } from './product-kind';

/** How each product of a seed is drawn: by colour product id (styleId + colour code) and by style id (its first colour). */
export interface ProductLooks {
  readonly byColorProductId: ReadonlyMap<string, ProductLook>;
  readonly byStyleId: ReadonlyMap<string, ProductLook>;
}

/**
 * Products that are not in the catalogue but appear in carts: the free gifts of gift-with-purchase
 * promotions (by product id, as their image URL names them).
 */
const GIFT_LOOKS: Readonly<Record<string, ProductLook>> = {
  GWPTOTE01: { kind: 'tote', color: '#c2ac84' },
};

const cache = new WeakMap<readonly ProductSeed[], ProductLooks>();

/** Built once per seed's product list (the seed is shared read-only by its worlds). */
export function productLooks(products: readonly ProductSeed[]): ProductLooks {
  const known = cache.get(products);
  if (known) return known;
  const byColorProductId = new Map<string, ProductLook>(Object.entries(GIFT_LOOKS));
  const byStyleId = new Map<string, ProductLook>(Object.entries(GIFT_LOOKS));
  for (const product of products) {
    for (const color of product.colors) {
      const look = { kind: productKindOf(product.productType, product.name), color: colorHex(color) };
      byColorProductId.set(`${product.styleId}${color.code}`, look);
      if (!byStyleId.has(product.styleId)) byStyleId.set(product.styleId, look);
    }
  }
  const looks = { byColorProductId, byStyleId };
  cache.set(products, looks);
  return looks;
}
