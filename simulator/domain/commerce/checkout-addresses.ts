import type { Address } from '../../../contracts/entities/address';
import { isBlank } from '../../../contracts/validators/generic';
import type { CartRecord } from '../../db/commerce-records';
import { type Failure, failure } from '../failure';

/**
 * Which addresses an order is prepared and placed with (spec 000 sections 4 and 8, designed where it is
 * silent). Billing: the place-order body's, else the cart's, else the one the paying card was saved with;
 * none at all is BIL400; the card's address missing required fields is PYT406. An address that names an address book entry (`id` or `addressId`) the shopper no
 * longer has, or a guest naming one, is PYT405: the entry was deleted since it was chosen.
 */

/** The billing address of the order, if there is one anywhere. */
export function billingAddressOf(cart: CartRecord, fromBody?: Address): Address | undefined {
  if (fromBody) return fromBody;
  if (cart.billingAddress) return cart.billingAddress;
  for (const inst of cart.instruments) {
    if (inst.method === 'CREDIT_CARD' && inst.address) return inst.address;
  }
  return undefined;
}

export function missingBilling(cart: CartRecord, fromBody?: Address): Failure | undefined {
  return billingAddressOf(cart, fromBody) ? undefined : failure('BIL400');
}

const REQUIRED_FIELDS = ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country'] as const;

/**
 * PYT406 when the billing address comes from the paying saved card (no body or cart billing) and misses
 * required fields: a card saved with an incomplete address. Body and cart addresses meet CHK320 instead.
 */
export function incompleteCardBilling(cart: CartRecord, fromBody?: Address): Failure | undefined {
  if (fromBody || cart.billingAddress) return undefined;
  const address = billingAddressOf(cart);
  const missing = REQUIRED_FIELDS.filter((field) => isBlank(address?.[field]));
  if (!address || missing.length === 0) return undefined;
  return failure(
    'PYT406',
    `The card's billing address is missing ${missing.join(', ')}. Please enter a billing address.`,
  );
}

const bookIdOf = (address: Address): string | undefined => address.id ?? address.addressId;

export function unknownBookAddress(
  addresses: readonly (Address | undefined)[],
  bookIds: readonly string[] | undefined,
): Failure | undefined {
  for (const address of addresses) {
    const id = address ? bookIdOf(address) : undefined;
    if (id !== undefined && !(bookIds ?? []).includes(id)) {
      return failure('PYT405', `Address ${id} is no longer in the address book. Please enter it again.`);
    }
  }
  return undefined;
}
