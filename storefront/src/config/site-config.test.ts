import { describe, expect, it } from 'vitest';
import { REGION_COUNTRIES, regionServesLocale } from '../../../contracts/common/sites';
import { BRAND, DEFAULT_LOCALE, isSupportedLocale, SITES, SUPPORTED_LOCALES, siteFor } from './site-config';

describe('site config', () => {
  it('has the brand and the default locale', () => {
    expect(BRAND).toBe('summitpeak');
    expect(DEFAULT_LOCALE).toBe('en-us');
    expect(SUPPORTED_LOCALES).toContain(DEFAULT_LOCALE);
  });

  it('every site belongs to a region that serves its country', () => {
    for (const site of Object.values(SITES)) {
      expect(REGION_COUNTRIES[site.region]).toContain(site.country);
      expect(regionServesLocale(site.region, site.locale)).toBe(true);
      expect(site.brand).toBe(BRAND);
    }
  });

  it('serves the five sites the simulator sells in, each in its own currency and region', () => {
    expect([...SUPPORTED_LOCALES]).toEqual(['en-us', 'en-ca', 'fr-ca', 'en-gb', 'fr-fr']);
    expect(SUPPORTED_LOCALES.map((l) => `${l} ${SITES[l].currency} ${SITES[l].region}`)).toEqual([
      'en-us USD NORA',
      'en-ca CAD NORA',
      'fr-ca CAD NORA',
      'en-gb GBP EMEA',
      'fr-fr EUR EMEA',
    ]);
  });

  it('gives each site its currency, language, region and date format', () => {
    expect(siteFor('en-us')).toMatchObject({
      currency: 'USD',
      region: 'NORA',
      country: 'US',
      language: 'en',
    });
    expect(siteFor('en-ca')).toMatchObject({ currency: 'CAD', region: 'NORA', country: 'CA' });
    expect(siteFor('fr-ca')).toMatchObject({ currency: 'CAD', language: 'fr', dateFormat: 'MM/DD/YYYY' });
    expect(SITES['en-gb']).toMatchObject({ currency: 'GBP', region: 'EMEA', dateFormat: 'DD/MM/YYYY' });
    expect(SITES['fr-fr']).toMatchObject({ currency: 'EUR', region: 'EMEA', language: 'fr' });
  });

  it('hides the free-shipping benefit for FR and GB (spec 001), shows it elsewhere', () => {
    expect(SITES['fr-fr'].settings.freeShippingBenefitShown).toBe(false);
    expect(SITES['en-gb'].settings.freeShippingBenefitShown).toBe(false);
    expect(SITES['en-us'].settings.freeShippingBenefitShown).toBe(true);
    expect(SITES['fr-ca'].settings.freeShippingBenefitShown).toBe(true);
  });

  it('measures store distances in miles and tells time on a 12-hour clock in the US only (and en-ca 12-hour)', () => {
    const units = Object.fromEntries(
      Object.values(SITES).map((site) => [
        site.locale,
        `${site.settings.distanceUnit} ${site.settings.clock}`,
      ]),
    );
    expect(units).toEqual({
      'en-us': 'mi h12',
      'en-ca': 'km h12',
      'fr-ca': 'km h23',
      'en-gb': 'km h23',
      'fr-fr': 'km h23',
    });
  });

  it('collection points in EMEA only; favorites everywhere', () => {
    for (const site of Object.values(SITES)) {
      expect(site.features.collectionPoints).toBe(site.region === 'EMEA');
      expect(site.features.favorites).toBe(true);
    }
  });

  it('looks up case-insensitively and falls back to the default site', () => {
    expect(isSupportedLocale('EN-CA')).toBe(true);
    expect(isSupportedLocale('de-de')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
    expect(siteFor('FR-CA').locale).toBe('fr-ca');
    expect(siteFor('de-de').locale).toBe('en-us');
    expect(siteFor(null).locale).toBe('en-us');
  });
});
