import type { Address } from '../../../contracts/entities/address';
import type { World } from '../../core/world';
import type { CartRecord } from '../../db/commerce-records';
import { writeCart } from '../../db/commerce-store';
import {
  checkAddress,
  poBoxDeliverable,
  samePlace,
  verifyAddress,
} from '../../domain/commerce/address-check';
import { type Failure, isFailure } from '../../domain/failure';
import { addressOverridesOf } from '../geo/server-address-rules';

/**
 * validateShippingAddress: checks an address for the cart's destination and verifies it. Only validating the
 * cart's own address marks it verified on the cart (written); any other address is just checked.
 */
export async function validateShippingAddress(
  world: World,
  cart: CartRecord,
  address: Address,
  region: string | undefined,
): Promise<ReturnType<typeof verifyAddress> | Failure> {
  const checked = checkAddress(address, 'shipping', {
    locale: cart.locale,
    overrides: addressOverridesOf(world),
    region,
    currency: cart.currency,
    poBoxDeliverable: poBoxDeliverable(cart.lines),
  });
  if (isFailure(checked)) return checked;
  const result = verifyAddress(checked);
  const onCart = cart.shippingAddress;
  if (result.verified && onCart && samePlace(checked, onCart) && !cart.verifiedShippingAddress) {
    await writeCart(world.db.commerce, { ...cart, verifiedShippingAddress: true });
  }
  return result;
}
