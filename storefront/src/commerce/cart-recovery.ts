import type { RequestBodyInputOf, ResponseBodyOf } from '../../../contracts/registry/types';
import { isApiError } from './commerce-error';

/**
 * Cart recovery as data (spec 000 sections 4 and 8). What to do about a failed cart call comes from the
 * error catalogue's handling, not from a list of ids here: `recreate-cart-and-retry` (CART_NOT_FOUND,
 * BSK404) and `reset-cart-and-reload` (INVALID_CUSTOMER, AUT498, with its reloadAfterMs).
 */

type Cart = ResponseBodyOf<'getCart'>;
type CartItem = Cart['items'][number];

export type CartRecovery =
  | { readonly kind: 'recreate' }
  | { readonly kind: 'reset'; readonly reloadAfterMs: number }
  | null;

/** Spec 000 section 9: the invalid-customer reload, used when an entry carries no delay. */
const DEFAULT_RELOAD_AFTER_MS = 4000;

export function recoveryFor(error: unknown): CartRecovery {
  if (!isApiError(error) || !error.entry) return null;
  for (const handling of error.entry.handling) {
    if (handling.kind === 'recreate-cart-and-retry') return { kind: 'recreate' };
    if (handling.kind === 'reset-cart-and-reload') {
      return { kind: 'reset', reloadAfterMs: handling.reloadAfterMs ?? DEFAULT_RELOAD_AFTER_MS };
    }
  }
  return null;
}

/**
 * What the storefront keeps of one cart line to re-add it to a recreated cart: the variant (productId is the
 * sku on a cart line), quantity, recipe, gift message, and a store delivery with its store. Prices, promotions
 * and stock are not kept: the new cart computes them again. Bonus (gift-with-purchase) lines are left out,
 * the server adds them back by itself.
 */
export interface CartLineSnapshot {
  readonly productId: string;
  readonly qty: number;
  readonly recipeId?: string;
  readonly giftOption?: CartItem['giftOption'];
  readonly shippingMethod?: 'pickup' | 'sts';
  readonly storeId?: string;
}

export interface CartSnapshot {
  /** The cart the lines belong to: lines are re-added only when that cart is the one found missing. */
  readonly cartId?: string;
  readonly lines: readonly CartLineSnapshot[];
}

export const emptyCartSnapshot = (): CartSnapshot => ({ lines: [] });

function lineSnapshot(item: CartItem): CartLineSnapshot {
  const selected = item.shippingOptions?.find((o) => o.selected);
  const code = selected?.shippingMethod.code;
  const store =
    (code === 'pickup' || code === 'sts') && selected?.storeInfo
      ? { shippingMethod: code, storeId: selected.storeInfo.id }
      : {};
  return {
    productId: item.productId,
    qty: item.qty,
    ...(item.recipeId ? { recipeId: item.recipeId } : {}),
    ...(item.giftOption ? { giftOption: item.giftOption } : {}),
    ...store,
  };
}

export function snapshotOf(cart: Cart): CartSnapshot {
  return { cartId: cart.id, lines: cart.items.filter((i) => !i.bonus).map(lineSnapshot) };
}

/** The lines to re-add after `missingCartId` was found gone: none when the snapshot is of another cart. */
export function linesToReAdd(snapshot: CartSnapshot, missingCartId: string): readonly CartLineSnapshot[] {
  return snapshot.cartId === missingCartId ? snapshot.lines : [];
}

/** The addCartItem body that puts a snapshot line into the cart `cartId`. */
export function reAddBody(line: CartLineSnapshot, cartId: string): RequestBodyInputOf<'addCartItem'> {
  return { cartId, ...line };
}
