import { describe, expect, it } from 'vitest';
import type { Address } from '../../../../contracts/entities/address';
import { bookOrder, mainFlagForNew, withMain } from './address-book-rules';

const at = (id: string, approachType: 'S' | 'B', main: boolean): Address => ({
  id,
  approachType,
  main,
  firstName: 'Ana',
  lastName: 'Lima',
  addressLine1: id,
  city: 'Seattle',
  postalCode: '98101',
  country: 'US',
});

describe('the address book main-flag rules (spec 000 section 4)', () => {
  it('sends the first address of a type as main, whatever the shopper ticked', () => {
    const book = [at('s1', 'S', true)];
    expect(mainFlagForNew(book, 'B', false)).toBe(true);
    expect(mainFlagForNew([], 'S', false)).toBe(true);
  });

  it('sends a later address as main only when asked', () => {
    const book = [at('s1', 'S', true), at('b1', 'B', true)];
    expect(mainFlagForNew(book, 'S', false)).toBe(false);
    expect(mainFlagForNew(book, 'S', true)).toBe(true);
  });

  it('a new main clears the other main of its type and leaves the other type alone', () => {
    const book = [at('s1', 'S', true), at('s2', 'S', false), at('b1', 'B', true)];
    expect(withMain(book, 's2').map((a) => [a.id, a.main])).toEqual([
      ['s1', false],
      ['s2', true],
      ['b1', true],
    ]);
  });

  it('lists shipping before billing, each main first', () => {
    const book = [at('b1', 'B', true), at('s1', 'S', false), at('s2', 'S', true)];
    expect(bookOrder(book).map((a) => a.id)).toEqual(['s2', 's1', 'b1']);
  });
});
