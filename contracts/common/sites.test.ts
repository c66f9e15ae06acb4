import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, localeCountry, regionServesLocale } from './sites';

describe('localeCountry (the one rule for the country of a locale)', () => {
  it('reads a two-letter region in either case', () => {
    expect(localeCountry('en-us')).toBe('US');
    expect(localeCountry('fr-CA')).toBe('CA');
  });

  it('answers the fallback when the region is not a country or there is no locale', () => {
    expect(localeCountry('es-419')).toBe('');
    expect(localeCountry(undefined)).toBe('');
    expect(localeCountry('es-419', DEFAULT_COUNTRY)).toBe('US');
    expect(localeCountry(undefined, DEFAULT_COUNTRY)).toBe('US');
  });

  it('serves no region from a locale without a country', () => {
    expect(regionServesLocale('NORA', 'en-us')).toBe(true);
    expect(regionServesLocale('NORA', 'es-419')).toBe(false);
  });
});
