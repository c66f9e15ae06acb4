import { describe, expect, it } from 'vitest';
import { availabilityError, homeDeliveryDays, skuAvailability, variantState } from './availability';

const store = (id: string, pickupEnabled = true, stsEnabled = true) => ({ id, pickupEnabled, stsEnabled });

describe('variant state', () => {
  it('is inStock above the low-stock threshold, lowStock from 1 to 5', () => {
    expect(variantState(6, 0, true)).toBe('inStock');
    expect(variantState(5, 0, true)).toBe('lowStock');
    expect(variantState(1, 0, true)).toBe('lowStock');
  });

  it('is pickupOnly without home stock when a pickup store has some, unless the product cannot be picked up', () => {
    expect(variantState(0, 3, true)).toBe('pickupOnly');
    expect(variantState(0, 3, false)).toBe('outOfStock');
    expect(variantState(0, 0, true)).toBe('outOfStock');
  });
});

describe('sku availability', () => {
  const base = {
    sku: 'SPJK0001BLKM',
    qty: 2,
    home: 3,
    pickupStoreStock: 4,
    shelves: [
      { store: store('0412'), quantity: 1 },
      { store: store('0810', false, true), quantity: 9 },
    ],
    pickupEligible: true,
    pickupStoreAvailable: true,
  };

  it('answers home delivery, pickup and ship-to-store per store for the quantity', () => {
    const a = skuAvailability(base);
    expect(a.availability).toBe('lowStock');
    expect(a.homeDelivery).toEqual({ available: true, quantity: 3, deliveryTime: '3-5' });
    expect(a.stores[0]?.pickup).toEqual({ available: false, quantity: 1 });
    expect(a.stores[0]?.sts).toEqual({ available: true, quantity: 3, deliveryTime: '5-7' });
    expect(a.stores[1]?.pickup.available).toBe(false);
    expect(a.allowPickupOrder).toBe(true);
  });

  it('has no home delivery when home stock is short and no pickup order for ineligible products', () => {
    const a = skuAvailability({ ...base, home: 1, pickupEligible: false });
    expect(a.homeDelivery).toEqual({ available: false, quantity: 1 });
    expect(a.stores[0]?.sts.available).toBe(false);
    expect(a.allowPickupOrder).toBe(false);
  });

  it('gives a faster estimate near the warehouse', () => {
    expect(homeDeliveryDays('80202')).toBe('2-3');
    expect(homeDeliveryDays('10013')).toBe('3-5');
    expect(homeDeliveryDays(undefined)).toBe('3-5');
  });
});

describe('availability errors', () => {
  const sku = (availability: 'inStock' | 'outOfStock') =>
    ({ availability }) as ReturnType<typeof skuAvailability>;

  it('is INV700 when every variant is out of stock everywhere, INV406 when every asked one is', () => {
    expect(availabilityError(['outOfStock', 'outOfStock'], [sku('outOfStock')])).toBe('INV700');
    expect(availabilityError(['inStock', 'outOfStock'], [sku('outOfStock')])).toBe('INV406');
    expect(availabilityError(['inStock', 'outOfStock'], [sku('outOfStock'), sku('inStock')])).toBeUndefined();
  });
});
