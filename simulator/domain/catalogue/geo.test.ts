import { describe, expect, it } from 'vitest';
import { POSTAL_GEOCODES } from '../../db/seed/stores-places';
import { distance, geocodePostal, nearest, postalCountry } from './geo';

const denver = { lat: 39.7527, lng: -105.0003 };
const boulder = { lat: 40.0176, lng: -105.2797 };

describe('geo', () => {
  it('measures great-circle distance in km and miles', () => {
    expect(distance(denver, boulder)).toBeCloseTo(37.9, 0);
    expect(distance(denver, boulder, 'mi')).toBeCloseTo(23.6, 0);
    expect(distance(denver, denver)).toBe(0);
  });

  it('recognises US and Canadian postal codes and places them by the longest prefix', () => {
    expect(postalCountry('80202')).toBe('US');
    expect(postalCountry('m5b 2h1')).toBe('CA');
    expect(postalCountry('SW1A 1AA')).toBeUndefined();
    expect(geocodePostal(POSTAL_GEOCODES, 'US', '80302')).toEqual({ lat: 40.015, lng: -105.2705 });
    expect(geocodePostal(POSTAL_GEOCODES, 'CA', 't2p 1j9')).toEqual({ lat: 51.0447, lng: -114.0719 });
    expect(geocodePostal(POSTAL_GEOCODES, 'US', '59901')).toBeUndefined();
  });

  it('keeps the places within the radius, nearest first, up to the limit', () => {
    const places = [
      { id: 'boulder', geo: boulder },
      { id: 'denver', geo: denver },
      { id: 'seattle', geo: { lat: 47.61, lng: -122.33 } },
    ];
    expect(nearest(places, denver, { radius: 50, unit: 'km', limit: 10 }).map((p) => p.id)).toEqual([
      'denver',
      'boulder',
    ]);
    expect(nearest(places, denver, { radius: 50, unit: 'km', limit: 1 }).map((p) => p.id)).toEqual([
      'denver',
    ]);
    expect(nearest(places, denver, { radius: 10, unit: 'mi', limit: 5 })[0]?.distance).toBe(0);
  });
});
