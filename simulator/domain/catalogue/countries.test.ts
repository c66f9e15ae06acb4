import { describe, expect, it } from 'vitest';
import { intlLocale, localizedCountries, phoneCodesFor } from './countries';

const countries = [
  { code: 'US', name: 'United States' },
  { code: 'DE', name: 'Germany' },
  { code: 'CA', name: 'Canada' },
];

describe('countries', () => {
  it('names and sorts countries in the request locale', () => {
    expect(localizedCountries(countries, 'en-us').map((c) => c.code)).toEqual(['CA', 'DE', 'US']);
    expect(localizedCountries(countries, 'fr-ca').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
  });

  it('falls back to English for a tag Intl refuses (a three-letter region)', () => {
    expect(intlLocale('aa-AAA')).toBe('en');
    expect(intlLocale('fr-ca')).toBe('fr-CA');
    expect(localizedCountries(countries, 'aa-AAA').map((c) => c.name)).toEqual([
      'Canada',
      'Germany',
      'United States',
    ]);
  });

  it('lists phone codes with the country first', () => {
    const codes = [
      { name: 'Canada', countryCode: 'CA', dialCode: '1' },
      { name: 'Germany', countryCode: 'DE', dialCode: '49' },
    ];
    expect(
      phoneCodesFor(codes, localizedCountries(countries, 'fr-ca'), 'DE').map((p) => [p.countryCode, p.name]),
    ).toEqual([
      ['DE', 'Allemagne'],
      ['CA', 'Canada'],
    ]);
  });
});
