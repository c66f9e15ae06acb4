import { describe, expect, it } from 'vitest';
import {
  addressLine,
  dayOf,
  distanceIn,
  hoursOn,
  searchablePostalCode,
  shelfStateOf,
  timeOfDay,
} from './store-format';

describe('store format', () => {
  it('writes an address on one line', () => {
    expect(
      addressLine({
        addressLine1: '1600 Wynkoop St',
        city: 'Denver',
        province: 'CO',
        postalCode: '80202',
        countryCode: 'US',
      }),
    ).toBe('1600 Wynkoop St, Denver, CO 80202');
  });

  it("finds a day's hours; a day without an entry is closed", () => {
    const hours = [{ day: 'monday' as const, open: '10:00', close: '20:00' }];
    expect(hoursOn(hours, 'monday')).toEqual({ open: '10:00', close: '20:00' });
    expect(hoursOn(hours, 'sunday')).toBeUndefined();
    expect(dayOf(new Date(2026, 10, 23))).toBe('monday');
  });

  it('reads the stock of the asked sku', () => {
    const store = {
      inventory: [
        { sku: 'A1', quantity: 0, availability: 'outOfStock' as const },
        { sku: 'B1', quantity: 2, availability: 'lowStock' as const },
        { sku: 'C1', quantity: 9, availability: 'pickupOnly' as const },
      ],
    };
    expect(shelfStateOf(store, 'A1')).toBe('outOfStock');
    expect(shelfStateOf(store, 'B1')).toBe('lowStock');
    expect(shelfStateOf(store, 'C1')).toBe('inStock');
    expect(shelfStateOf(store, 'Z9')).toBe('unknown');
    expect(shelfStateOf(store, undefined)).toBe('unknown');
  });

  it('gives a distance the API measured in km in the site unit', () => {
    expect(distanceIn(1.609344, 'mi')).toBeCloseTo(1);
    expect(distanceIn(2.5, 'km')).toBe(2.5);
  });

  it('accepts postal codes of 2 to 12 characters', () => {
    expect(searchablePostalCode(' 80202 ')).toBe('80202');
    expect(searchablePostalCode('m5b 2h1')).toBe('M5B 2H1');
    expect(searchablePostalCode('8')).toBeUndefined();
  });
});

describe('timeOfDay (the site clock)', () => {
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
  it('reads 12-hour with AM/PM in the US and 24-hour in French', () => {
    expect(plain(timeOfDay('09:00', 'en-us', 'h12'))).toBe('9:00 AM');
    expect(plain(timeOfDay('21:30', 'en-us', 'h12'))).toBe('9:30 PM');
    expect(plain(timeOfDay('21:30', 'fr-ca', 'h23'))).toBe('21 h 30');
    expect(plain(timeOfDay('00:15', 'en-gb', 'h23'))).toBe('00:15');
  });
});
