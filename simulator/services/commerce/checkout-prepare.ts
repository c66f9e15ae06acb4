import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import { writeCart } from '../../db/commerce-store';
import type { Session } from '../../domain/auth/session';
import { nextCartState } from '../../domain/commerce/checkout-flow';
import { readinessFailure } from '../../domain/commerce/checkout-readiness';
import { emptyCartFailure, missingShippingAddressFailure } from '../../domain/commerce/order-preconditions';
import type { Failure } from '../../domain/failure';
import { shopperOf } from './account-port';
import { refreshCart } from './cart-refresh';
import { recheckTax } from './tax-recheck';

/**
 * Prepare order (spec 000 section 4): the cart re-checked (stock, prices), the preconditions it shares with
 * place order, readiness, and the tax of now (TAX310 saves the re-taxed cart). Answers the stored cart, in
 * its prepared checkout state.
 */
export async function prepareOrder(
  world: World,
  session: Session,
  loaded: CartRecord,
): Promise<CartRecord | Failure> {
  const empty = emptyCartFailure(loaded);
  if (empty) return empty;
  const { cart } = await refreshCart(world, { ...loaded, flash: [], customerNotifications: [] });
  const noAddress = missingShippingAddressFailure(cart);
  if (noAddress) return noAddress;
  const notReady = readinessFailure(cart, shopperOf(world, session));
  if (notReady) return notReady;
  const tax = recheckTax(world, cart);
  if (tax.failure) {
    await writeCart(world.db.commerce, tax.cart);
    return tax.failure;
  }
  const state = nextCartState(cart.checkout, 'PREPARE');
  const prepared = { ...tax.cart, checkout: state && state !== 'CLOSED' ? state : cart.checkout };
  // Preparing again with nothing changed keeps the stored cart, and its remembered answer.
  return writeCart(world.db.commerce, prepared);
}
