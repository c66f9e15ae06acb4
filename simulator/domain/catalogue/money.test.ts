import { describe, expect, it } from 'vitest';
import { colorPrices } from '../../db/seed/catalogue-pricing';
import { currencyForLocale, currencyOfCountry } from './money';

describe('catalogue currency', () => {
  it('prices Canadian locales in CAD, British in GBP, euro countries in EUR and the rest in USD', () => {
    expect(currencyForLocale('fr-CA')).toBe('CAD');
    expect(currencyForLocale('en-gb')).toBe('GBP');
    expect(currencyForLocale('fr-fr')).toBe('EUR');
    expect(currencyForLocale('de-de')).toBe('EUR');
    expect(currencyForLocale('en-ie')).toBe('EUR');
    expect(currencyForLocale('en-us')).toBe('USD');
    expect(currencyForLocale('es-419')).toBe('USD');
    expect(currencyForLocale(undefined)).toBe('USD');
  });

  it('is the one currency rule for a country: a new account keeps the same one the catalogue prices in', () => {
    for (const country of ['US', 'CA', 'GB', 'FR', 'DE', 'IE', 'ES'])
      expect(currencyOfCountry(country)).toBe(currencyForLocale(`en-${country.toLowerCase()}`));
    // The consumer rules had their own euro list, with PT and FI, which no region serves.
    expect(currencyOfCountry('PT')).toBe('USD');
  });

  it('derives GBP (.99) and EUR (.95) price points from the US price, leaving USD and CAD as they were', () => {
    const prices = colorPrices(12900, 25);
    // Sale prices read exactly 25% off: the price point where it does (EUR 89.95), to the cent otherwise.
    expect(prices.USD).toEqual({ current: 9675, original: 12900, historicBest: 12295, previousBest: 10995 });
    expect(prices.CAD.original).toBe(17395);
    expect(prices.GBP).toEqual({ current: 7724, original: 10299, historicBest: 9799, previousBest: 8799 });
    expect(prices.EUR).toEqual({ current: 8995, original: 11995, historicBest: 11395, previousBest: 10195 });
  });
});
