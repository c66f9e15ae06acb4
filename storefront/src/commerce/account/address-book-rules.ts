import type { Address } from '../../../../contracts/entities/address';

/** S shipping, B billing (spec 000 section 3). */
export type ApproachType = NonNullable<Address['approachType']>;

/** An address's type: an address saved without one is a shipping address (as the server reads it). */
export const approachTypeOf = (address: Pick<Address, 'approachType'>): ApproachType =>
  address.approachType ?? 'S';

/** An address's id (the profile carries `id`, some answers `addressId`). */
export const addressIdOf = (address: Pick<Address, 'id' | 'addressId'>): string | undefined =>
  address.id ?? address.addressId;

/**
 * The main flag a new address is sent with (spec 000 section 4): the first address of its type becomes
 * main; a later one only when the shopper asks (the server then clears the other main of that type).
 */
export const mainFlagForNew = (book: readonly Address[], type: ApproachType, wanted: boolean): boolean =>
  wanted || !book.some((address) => approachTypeOf(address) === type);

/**
 * The book as it reads after `id` is made main: that address main, every other of its type not (the
 * server applies the same rule; the page shows the profile it answers afterwards).
 */
export function withMain(book: readonly Address[], id: string): Address[] {
  const chosen = book.find((address) => addressIdOf(address) === id);
  if (!chosen) return [...book];
  const type = approachTypeOf(chosen);
  return book.map((address) =>
    approachTypeOf(address) === type ? { ...address, main: addressIdOf(address) === id } : address,
  );
}

/** The book in the page's order: shipping before billing, each type's main address first. */
export function bookOrder(book: readonly Address[]): Address[] {
  const rank = (address: Address) => (approachTypeOf(address) === 'S' ? 0 : 2) + (address.main ? 0 : 1);
  return [...book].sort((a, b) => rank(a) - rank(b));
}
