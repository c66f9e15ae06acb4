import type { Cart } from '../../commerce/cart';
import { recoveryFor } from '../../commerce/cart-recovery';
import { isApiError } from '../../commerce/commerce-error';

/**
 * What went wrong with an add, as the UI shows it (spec 000 section 8): the max quantity (with the max when
 * known), an item-level id shown where the add was made, a cart reset (its own message and reload), or a
 * generic failure (a toast).
 */
export type AddToCartFailure =
  | { readonly kind: 'max-quantity'; readonly errorId: string; readonly max: number | undefined }
  | { readonly kind: 'item'; readonly errorId: string }
  | { readonly kind: 'cart-reset' }
  | { readonly kind: 'generic' };

const MAX_QUANTITY_IDS: readonly string[] = ['ADDED_MAX_QUANTITY', 'INV408', 'ProductItemMaxQuantity'];

export interface ProductRef {
  readonly productId?: string | undefined;
  readonly upc?: string | undefined;
  readonly itemId?: string | undefined;
}

const matches = (item: Cart['items'][number], ref: ProductRef) =>
  (ref.itemId !== undefined && item.id === ref.itemId) ||
  (ref.productId !== undefined && (item.productId === ref.productId || item.masterId === ref.productId)) ||
  (ref.upc !== undefined && item.upc === ref.upc);

/** The line of `cart` an add or change was about. */
export function lineFor(cart: Cart | null | undefined, ref: ProductRef) {
  return cart?.items.find((item) => !item.bonus && matches(item, ref));
}

/** The max of the line when the cart is known, else the number the server's message names. */
function maxQuantityFrom(message: string, cart: Cart | null | undefined, ref: ProductRef) {
  const line = lineFor(cart, ref);
  if (line) return line.maxQty;
  const number = /(\d+)/.exec(message)?.[1];
  return number ? Number(number) : undefined;
}

export function classifyCartFailure(
  error: unknown,
  cart: Cart | null | undefined,
  ref: ProductRef,
): AddToCartFailure {
  if (!isApiError(error) || !error.errorId) return { kind: 'generic' };
  if (recoveryFor(error)?.kind === 'reset') return { kind: 'cart-reset' };
  if (MAX_QUANTITY_IDS.includes(error.errorId)) {
    return { kind: 'max-quantity', errorId: error.errorId, max: maxQuantityFrom(error.message, cart, ref) };
  }
  if (error.handlingKinds.includes('item-level')) return { kind: 'item', errorId: error.errorId };
  return { kind: 'generic' };
}
