import { describe, expect, it } from 'vitest';
import { collectionPoint, collectionPointsRequest, store, storeSearchQuery } from './store';

const address = {
  addressLine1: '1600 Wynkoop St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
};
const aStore = {
  id: '0412',
  name: 'Denver Flagship',
  address,
  geo: { lat: 39.753, lng: -105.0 },
  distance: 2.4,
  hours: [{ day: 'monday', open: '10:00', close: '20:00' }],
  services: ['pickup', 'sts'],
  pickupEnabled: true,
  stsEnabled: true,
  inventory: [{ sku: 'NF0A3C8DLE4M', quantity: 3, availability: 'inStock' }],
};

describe('store and collection point', () => {
  it('accepts a store with hours, services and stock', () => {
    expect(store.safeParse(aStore).success).toBe(true);
  });

  it('rejects a bad latitude, a 25:00 closing time and an unknown day', () => {
    expect(store.safeParse({ ...aStore, geo: { lat: 91, lng: 0 } }).success).toBe(false);
    expect(
      store.safeParse({ ...aStore, hours: [{ day: 'monday', open: '10:00', close: '25:00' }] }).success,
    ).toBe(false);
    expect(
      store.safeParse({ ...aStore, hours: [{ day: 'funday', open: '10:00', close: '20:00' }] }).success,
    ).toBe(false);
  });

  it('accepts a collection point and rejects one without a carrier', () => {
    const point = {
      id: 'pudo-FR-75011-12',
      carrier: 'UPS',
      name: 'Tabac du Marché',
      address,
      geo: aStore.geo,
      openingHours: aStore.hours,
    };
    expect(collectionPoint.safeParse(point).success).toBe(true);
    expect(collectionPoint.safeParse({ ...point, carrier: '' }).success).toBe(false);
  });
});

describe('search requests', () => {
  it('coerces a store search query and applies defaults', () => {
    const parsed = storeSearchQuery.parse({ lat: '39.75', lng: '-105', skus: 'NF0A3C8DLE4M,NF0A3C8DLE4L' });
    expect(parsed).toMatchObject({ lat: 39.75, lng: -105, radius: 50, unit: 'km', limit: 10 });
  });

  it('needs a postal code or both coordinates, and rejects a bad unit or sku list', () => {
    expect(storeSearchQuery.safeParse({ postalCode: '80202' }).success).toBe(true);
    expect(storeSearchQuery.safeParse({ lat: '39.75' }).success).toBe(false);
    expect(storeSearchQuery.safeParse({ postalCode: '80202', unit: 'miles' }).success).toBe(false);
    expect(storeSearchQuery.safeParse({ postalCode: '80202', skus: 'a b' }).success).toBe(false);
  });

  it('asks for the contact details only where the carrier needs them', () => {
    expect(collectionPointsRequest.safeParse({ country: 'ES', postalCode: '28001' }).success).toBe(true);
    const bare = collectionPointsRequest.safeParse({ country: 'FR', postalCode: '75011' });
    expect(bare.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'required for collection points in FR'],
    ]);
    const full = {
      country: 'FR',
      postalCode: '75011',
      email: 'ana@example.com',
      mobile: '+33612345678',
      contact: { firstName: 'Ana', lastName: 'Roux' },
    };
    expect(collectionPointsRequest.safeParse(full).success).toBe(true);
    expect(collectionPointsRequest.safeParse({ country: 'FR' }).success).toBe(false);
    expect(collectionPointsRequest.safeParse({ ...full, mobile: '0612345678' }).success).toBe(false);
    expect(collectionPointsRequest.safeParse({ ...full, country: 'France' }).success).toBe(false);
  });
});
