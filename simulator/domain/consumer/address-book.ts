import type { Address } from '../../../contracts/entities/address';
import { type Failure, failure } from '../failure';

/**
 * The address book (spec 000 section 4): the first address of a type (S shipping, B billing) becomes main;
 * setting a new main clears the flag on the other address of that type. Every type that has addresses has
 * exactly one main address; when the main one goes, the most recently updated other one takes over.
 */
type AddressBook = readonly Address[];
type ApproachType = NonNullable<Address['approachType']>;

const typeOf = (address: Address): ApproachType => address.approachType ?? 'S';
const idOf = (address: Address): string | undefined => address.id ?? address.addressId;

const sameAddress = (a: Address, b: Address) =>
  typeOf(a) === typeOf(b) &&
  [
    a.firstName,
    a.lastName,
    a.addressLine1,
    a.addressLine2 ?? '',
    a.city,
    a.postalCode,
    a.countryCode ?? a.country,
  ]
    .join('|')
    .toLowerCase() ===
    [
      b.firstName,
      b.lastName,
      b.addressLine1,
      b.addressLine2 ?? '',
      b.city,
      b.postalCode,
      b.countryCode ?? b.country,
    ]
      .join('|')
      .toLowerCase();

/**
 * Restores one main per type: `preferredId` wins in its type when it is flagged main; a type without a
 * main gets its most recently updated address, other than `demotedId` when there is another.
 */
export function withOneMainPerType(book: AddressBook, preferredId?: string, demotedId?: string): Address[] {
  const result = book.map((address) => ({ ...address, main: address.main === true }));
  for (const type of ['S', 'B'] as const) {
    const ofType = result.filter((address) => typeOf(address) === type);
    if (ofType.length === 0) continue;
    const preferred = ofType.find((address) => idOf(address) === preferredId && address.main);
    const candidates = ofType.filter((address) => idOf(address) !== demotedId);
    const keep =
      preferred ??
      ofType.find((address) => address.main) ??
      [...(candidates.length > 0 ? candidates : ofType)].sort((a, b) =>
        (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''),
      )[0];
    for (const address of ofType) address.main = address === keep;
  }
  return result;
}

/** Adds an address (id and approachType set by the caller); an identical address of the type is CCA400. */
export function addAddress(
  book: AddressBook,
  address: Address,
): { book: Address[]; address: Address } | Failure {
  if (book.some((existing) => sameAddress(existing, address))) return failure('CCA400');
  const firstOfType = !book.some((existing) => typeOf(existing) === typeOf(address));
  const added: Address = { ...address, main: firstOfType || address.main === true };
  const next = withOneMainPerType([...book, added], added.main ? idOf(added) : undefined);
  return { book: next, address: next[next.length - 1] as Address };
}

/**
 * Replaces an address. `main` true makes it main (clearing the other of its type); false hands main to
 * another address of the type when there is one; absent keeps the current flag.
 */
export function replaceAddress(
  book: AddressBook,
  id: string,
  address: Address,
): { book: Address[]; address: Address } | Failure {
  const index = book.findIndex((existing) => idOf(existing) === id);
  const current = book[index];
  if (!current) return failure('CCA401');
  const main = address.main ?? current.main ?? false;
  const replaced: Address = { ...address, id, addressId: id, main };
  const next = book.map((existing, i) => (i === index ? replaced : existing));
  const result =
    address.main === false
      ? withOneMainPerType(next, undefined, id)
      : withOneMainPerType(next, main ? id : undefined);
  return { book: result, address: result[index] as Address };
}

/** Removes an address; the billing address of a saved card cannot go (PRO414). */
export function removeAddress(
  book: AddressBook,
  id: string,
  cardAddressIds: readonly string[],
): Address[] | Failure {
  if (!book.some((address) => idOf(address) === id)) return failure('CCA401');
  if (cardAddressIds.includes(id)) return failure('PRO414');
  return withOneMainPerType(book.filter((address) => idOf(address) !== id));
}
