import type { World } from '../../core/world';
import { languageOf } from '../../db/seed/catalogue-copy-names';
import { type ColorSeed, isSoldIn, type ProductSeed } from '../../db/seed/catalogue-types';
import { resolveProductId } from '../../domain/catalogue/catalogue-index';
import { productIn } from '../../domain/catalogue/catalogue-language';
import { currencyForLocale } from '../../domain/catalogue/money';
import { variantStateOf } from '../../domain/catalogue/product-view';
import type { Failure } from '../../domain/failure';
import { failure } from '../../domain/failure';
import { indexOf, type viewContext } from './world-catalogue';
import { isOnlineNow } from './world-changes';

/** The catalogue as a shopper of one locale sees it: what is online, sold in their currency, buyable, named. */

/**
 * The product of a product id when it is online and sold in the locale's currency; the failure otherwise
 * (unknown PLP400; offline, or not sold in the locale, ORD404).
 */
export function onlineProduct(
  world: World,
  productId: string,
  locale: string | undefined,
): { product: ProductSeed; color: ColorSeed } | Failure {
  const found = resolveProductId(indexOf(world), productId);
  if (!found) return failure('PLP400');
  if (!isOnlineNow(world, found.product, found.color)) return failure('ORD404');
  if (!isSoldIn(found.product, currencyForLocale(locale))) return failure('ORD404');
  return found;
}

/** Products sold in a currency (type-ahead offers no others). */
export const soldIn = (
  products: readonly ProductSeed[],
  currency: Parameters<typeof isSoldIn>[1],
): ProductSeed[] => products.filter((p) => isSoldIn(p, currency));

/** Whether a shopper of this view can buy a product: sold in their currency and some variant in stock. */
export function buyableFor(ctx: ReturnType<typeof viewContext>): (p: ProductSeed) => boolean {
  return (p) =>
    isSoldIn(p, ctx.currency) && p.variants.some((v) => variantStateOf(p, v, ctx.stock) !== 'outOfStock');
}

/** A product's name in the language of a locale. */
export const productNameIn = (product: ProductSeed, locale: string): string =>
  productIn(product, languageOf(locale)).name;
