import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/entities/address';
import { type Failure, isFailure } from '../failure';
import { addAddress, removeAddress, replaceAddress, withOneMainPerType } from './address-book';

const address = (
  id: string,
  type: 'S' | 'B',
  line1: string,
  updatedAt = '2026-01-01T00:00:00.000Z',
): Address => ({
  id,
  addressId: id,
  approachType: type,
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: line1,
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  countryCode: 'US',
  updatedAt,
});

const mainIds = (book: Address[]) => book.filter((a) => a.main).map((a) => a.id);
const ok = <T>(result: T | Failure): T => {
  if (isFailure(result)) throw new Error(JSON.stringify(result));
  return result;
};

describe('address book', () => {
  it('makes the first address of each type main', () => {
    let book = ok(addAddress([], address('s1', 'S', '1 Main St'))).book;
    book = ok(addAddress(book, address('s2', 'S', '2 Main St'))).book;
    book = ok(addAddress(book, address('b1', 'B', '3 Main St'))).book;
    expect(mainIds(book)).toEqual(['s1', 'b1']);
  });

  it('a new main clears the other of the same type only', () => {
    let book = ok(addAddress([], address('s1', 'S', '1 Main St'))).book;
    book = ok(addAddress(book, address('b1', 'B', '3 Main St'))).book;
    book = ok(addAddress(book, { ...address('s2', 'S', '2 Main St'), main: true })).book;
    expect(mainIds(book)).toEqual(['b1', 's2']);
    book = ok(replaceAddress(book, 's1', { ...address('s1', 'S', '1 Main St'), main: true })).book;
    expect(mainIds(book)).toEqual(['s1', 'b1']);
  });

  it('refuses an identical address of the type (CCA400) and unknown ids (CCA401)', () => {
    const book = ok(addAddress([], address('s1', 'S', '1 Main St'))).book;
    expect(addAddress(book, address('s9', 'S', '1 MAIN ST'))).toMatchObject({ errorId: 'CCA400' });
    expect(ok(addAddress(book, address('b9', 'B', '1 Main St'))).address.main).toBe(true);
    expect(replaceAddress(book, 'nope', address('x', 'S', 'x'))).toMatchObject({ errorId: 'CCA401' });
    expect(removeAddress(book, 'nope', [])).toMatchObject({ errorId: 'CCA401' });
  });

  it('hands main to the most recent other address when the main one is removed or unset', () => {
    const book = withOneMainPerType([
      { ...address('s1', 'S', '1 Main St', '2026-01-01T00:00:00.000Z'), main: true },
      address('s2', 'S', '2 Main St', '2026-02-01T00:00:00.000Z'),
      address('s3', 'S', '3 Main St', '2026-01-15T00:00:00.000Z'),
    ]);
    expect(mainIds(ok(removeAddress(book, 's1', [])))).toEqual(['s2']);
    const unset = ok(
      replaceAddress(book, 's1', {
        ...address('s1', 'S', '1 Main St', '2026-03-01T00:00:00.000Z'),
        main: false,
      }),
    );
    expect(mainIds(unset.book)).toEqual(['s2']);
    const only = ok(addAddress([], address('s1', 'S', '1 Main St'))).book;
    expect(
      mainIds(ok(replaceAddress(only, 's1', { ...address('s1', 'S', '1 Main St'), main: false })).book),
    ).toEqual(['s1']);
  });

  it('keeps the billing address of a saved card (PRO414)', () => {
    const book = ok(addAddress([], address('b1', 'B', '3 Main St'))).book;
    expect(removeAddress(book, 'b1', ['b1'])).toMatchObject({ errorId: 'PRO414' });
  });
});
