import { describe, expect, it } from 'vitest';
import type { Address } from '../../../contracts/entities/address';
import { isFailure } from '../failure';
import { checkAddress, samePlace, verifyAddress } from './address-check';
import { countryCodeOf } from './address-country';

const home: Address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Main Street',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'ada@example.com',
};
const opts = { locale: 'en-us', region: 'NORA' };

describe('checkAddress', () => {
  it('accepts a good US address and sets its country code and approach type', () => {
    expect(checkAddress(home, 'shipping', opts)).toMatchObject({ countryCode: 'US', approachType: 'S' });
  });

  it('refuses PO boxes on shipping addresses with SHP500, but not on billing', () => {
    expect(checkAddress({ ...home, addressLine1: 'PO Box 123' }, 'shipping', opts)).toMatchObject({
      errorId: 'SHP500',
    });
    expect(checkAddress({ ...home, addressLine1: 'P.O. Box 123' }, 'billing', opts)).toMatchObject({
      countryCode: 'US',
    });
  });

  it('names the failing field in CHK320', () => {
    const r = checkAddress({ ...home, postalCode: 'ABCDE' }, 'shipping', opts);
    expect(r).toMatchObject({ ok: false, errorId: 'CHK320' });
    expect(isFailure(r) && r.message).toMatch(/^postalCode: /);
    const long = checkAddress({ ...home, addressLine1: 'x'.repeat(31) }, 'shipping', opts);
    expect(isFailure(long) && long.message).toMatch(/^addressLine1: /);
  });

  it('answers SHP410 / BILL410 for a missing or invalid phone', () => {
    expect(checkAddress({ ...home, phone: ' ' }, 'shipping', opts)).toMatchObject({ errorId: 'SHP410' });
    expect(checkAddress({ ...home, phone: undefined }, 'billing', opts)).toMatchObject({
      errorId: 'BILL410',
    });
    expect(checkAddress({ ...home, phone: '1234' }, 'billing', opts)).toMatchObject({ errorId: 'BILL410' });
  });

  it('upper-cases a Canadian postal code and requires email on billing only', () => {
    const ca = { ...home, country: 'Canada', province: 'ON', postalCode: 'm5v 2t6', city: 'Toronto' };
    expect(checkAddress(ca, 'shipping', opts)).toMatchObject({ countryCode: 'CA', postalCode: 'M5V 2T6' });
    const noEmail = checkAddress({ ...home, email: undefined }, 'billing', opts);
    expect(isFailure(noEmail) && noEmail.message).toMatch(/^email: /);
  });

  it('answers CANT_SHIP_THERE outside the region', () => {
    const gb = {
      ...home,
      country: 'GB',
      province: undefined,
      postalCode: 'SW1A 1AA',
      phone: '+442079460000',
    };
    expect(checkAddress(gb, 'shipping', opts)).toMatchObject({ errorId: 'CANT_SHIP_THERE' });
    expect(checkAddress(gb, 'shipping', { locale: 'en-gb', region: 'EMEA' })).toMatchObject({
      countryCode: 'GB',
    });
  });
});

describe('the country an address does not name', () => {
  // address-check read es-419 as the country "419"; the one rule (contracts/common/sites.ts) falls back
  // to the default site's country, as the consumer rules always did.
  it('is the locale country, or the default country when the locale names none', () => {
    const unnamed = { ...home, country: 'Atlantis' };
    expect(checkAddress(unnamed, 'billing', { locale: 'en-us' })).toMatchObject({ countryCode: 'US' });
    expect(checkAddress(unnamed, 'billing', { locale: 'es-419' })).toMatchObject({ countryCode: 'US' });
  });
});

describe('address helpers', () => {
  it('reads country names and codes', () => {
    expect(countryCodeOf({ country: 'United Kingdom' })).toBe('GB');
    expect(countryCodeOf({ country: 'fr' })).toBe('FR');
    expect(countryCodeOf({ country: ' uk ' })).toBe('GB');
    expect(countryCodeOf({ country: 'Narnia' })).toBeUndefined();
    expect(countryCodeOf({ country: 'Narnia' }, 'US')).toBe('US');
  });
  it('verifies well-written addresses and suggests corrections for others', () => {
    expect(verifyAddress(home)).toEqual({ verified: true, suggestions: [] });
    const v = verifyAddress({ ...home, city: 'denver ' });
    expect(v.verified).toBe(false);
    expect(v.suggestions[0]?.city).toBe('Denver');
  });
});

describe('samePlace', () => {
  it('ignores case, spacing, names and phone, but not the street or postal code', () => {
    expect(samePlace(home, { ...home, city: ' DENVER', firstName: 'Grace', phone: '3035550100' })).toBe(true);
    expect(samePlace(home, { ...home, addressLine1: '14 Main Street' })).toBe(false);
    expect(samePlace(home, { ...home, postalCode: '80203' })).toBe(false);
  });
});
