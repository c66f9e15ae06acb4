import { describe, expect, it } from 'vitest';
import { pathInLocale } from './locale-path';

describe('pathInLocale', () => {
  it('swaps the locale segment and keeps the rest of the path and the query', () => {
    expect(pathInLocale('/en-us/c/jackets-1100', '?sort=new', 'fr-ca')).toBe(
      '/fr-ca/c/jackets-1100?sort=new',
    );
    expect(pathInLocale('/en-us', '', 'en-ca')).toBe('/en-ca');
    expect(pathInLocale('/en-us/', '', 'en-ca')).toBe('/en-ca');
  });

  it('adds a locale to a path without one', () => {
    expect(pathInLocale('/', '', 'fr-ca')).toBe('/fr-ca');
    expect(pathInLocale('/cart', '', 'fr-ca')).toBe('/fr-ca/cart');
  });
});
