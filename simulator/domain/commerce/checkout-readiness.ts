import { DEFAULT_COUNTRY } from '../../../contracts/common/sites';
import type { Address } from '../../../contracts/entities/address';
import type { CartRecord } from '../../db/commerce-records';
import type { Failure } from '../failure';
import { countryCodeOf } from './address-country';
import { incompleteCardBilling, missingBilling, unknownBookAddress } from './checkout-addresses';
import { paymentShippingRefusal } from './payment-methods';
import { HOME_CODES } from './shipping';
import type { ShopperFacts } from './shopper';

/**
 * The checks prepare and place share, in this order (docs/decisions.md, "Place order, in order"): an
 * address naming a deleted address book entry (PYT405), no billing address anywhere (BIL400), a paying saved card's billing address missing
 * required fields (PYT406), and a
 * payment that cannot pay for where the order ships (PAY401). Pure over the cart and the shopper.
 */
export function readinessFailure(
  cart: CartRecord,
  shopper: ShopperFacts,
  billingFromBody?: Address,
): Failure | undefined {
  const shipsHome = cart.lines.some((l) => HOME_CODES.includes(l.delivery.code));
  const shipping = shipsHome ? cart.shippingAddress : undefined;
  const billing = billingFromBody ?? cart.billingAddress;
  const destination = shipping
    ? { countryCode: countryCodeOf(shipping, DEFAULT_COUNTRY), province: shipping.province }
    : undefined;
  return (
    unknownBookAddress([shipping, billing], shopper.addressBookIds) ??
    missingBilling(cart, billingFromBody) ??
    incompleteCardBilling(cart, billingFromBody) ??
    paymentShippingRefusal(
      cart.instruments.map((i) => i.method),
      destination,
    )
  );
}
