import type { BonusProduct } from '../../db/commerce-config';

/**
 * Item rules of the cart that read only gathered facts: whether a price can be charged, and whether an item
 * names a gift-with-purchase product (docs/decisions.md "Item prices" and "Gift with purchase").
 */

export type PriceProblem = 'NO_PRICE' | 'INVALID_PRICE';

/** No price in the cart's currency is NO_PRICE; a price of zero or less, or above its original, is invalid. */
export function priceProblem(
  price: { current: number; original: number } | undefined,
): PriceProblem | undefined {
  if (!price) return 'NO_PRICE';
  if (price.current <= 0 || price.original < price.current) return 'INVALID_PRICE';
  return undefined;
}

/** True when a product id, sku or UPC names a gift-with-purchase product (free only with its promotion). */
export function namesGiftProduct(
  ref: { readonly productId?: string | undefined; readonly upc?: string | undefined },
  gifts: readonly BonusProduct[],
): boolean {
  const id = (ref.productId ?? ref.upc ?? '').toUpperCase();
  return id !== '' && gifts.some((g) => id === g.sku || id.startsWith(g.productId));
}
