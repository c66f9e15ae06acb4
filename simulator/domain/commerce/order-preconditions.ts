import type { CartRecord } from '../../db/commerce-records';
import { type Failure, failure } from '../failure';
import { HOME_CODES } from './shipping';

/**
 * The preconditions prepare order and place order both check, each with one message (spec 000 section 4).
 * Two functions, not one: each operation checks them at its own point (place runs its stock and gift checks
 * between them), and that order decides which error a shopper sees when several apply.
 */

/** Nothing to order. */
export function emptyCartFailure(cart: Pick<CartRecord, 'lines'>): Failure | undefined {
  return cart.lines.length === 0 ? failure('SOME_PRODUCTS_NO_INVENTORY', 'Your cart is empty.') : undefined;
}

/** A line delivered to an address, and no shipping address on the cart. */
export function missingShippingAddressFailure(
  cart: Pick<CartRecord, 'lines' | 'shippingAddress'>,
): Failure | undefined {
  const shipsHome = cart.lines.some((l) => HOME_CODES.includes(l.delivery.code));
  return shipsHome && !cart.shippingAddress
    ? failure('ADDRESS_NOT_FOUND', 'Please enter a shipping address.')
    : undefined;
}
