import { describe, expect, it } from 'vitest';
import {
  defaultCode,
  deliveryDays,
  type LineShippingFacts,
  methodAvailability,
  shippingCost,
  shippingIdOf,
  shipsTo,
} from './shipping';

const line = (over: Partial<LineShippingFacts> = {}): LineShippingFacts => ({
  qty: 2,
  isDigital: false,
  isCustoms: false,
  homeStock: 10,
  store: { storeId: '0412', stock: 5, pickupEnabled: true, stsEnabled: true, allowPickupOrder: true },
  ...over,
});

describe('shipping methods per line', () => {
  it('defaults to me, digital for e-gift cards and customs for made-to-order items', () => {
    expect(defaultCode({ isDigital: false, isCustoms: false })).toBe('me');
    expect(defaultCode({ isDigital: true, isCustoms: false })).toBe('digital');
    expect(defaultCode({ isDigital: false, isCustoms: true })).toBe('customs');
  });

  it('offers pickup and ship to store only when allowPickupOrder and stock say so', () => {
    expect(methodAvailability('pickup', line(), undefined)).toBe(true);
    expect(methodAvailability('pickup', line({ qty: 6 }), undefined)).toBe(false);
    const noFlag = line({
      store: { storeId: '1', stock: 9, pickupEnabled: true, stsEnabled: true, allowPickupOrder: false },
    });
    expect(methodAvailability('pickup', noFlag, undefined)).toBe(false);
    expect(methodAvailability('sts', noFlag, undefined)).toBe(false);
    expect(methodAvailability('sts', line({ homeStock: 1 }), undefined)).toBe(false);
  });

  it('keeps digital and customs lines on their own method', () => {
    expect(methodAvailability('me', line({ isDigital: true }), undefined)).toBe(false);
    expect(methodAvailability('customs', line({ isCustoms: true }), undefined)).toBe(true);
  });

  it('does not deliver me to remote places and has collection points in some countries', () => {
    expect(methodAvailability('me', line(), { countryCode: 'US', province: 'HI' })).toBe(false);
    expect(methodAvailability('standard', line(), { countryCode: 'US', province: 'HI' })).toBe(true);
    expect(methodAvailability('pudo', line(), { countryCode: 'FR' })).toBe(true);
    expect(methodAvailability('pudo', line(), { countryCode: 'US' })).toBe(false);
  });

  it('charges each shipment once', () => {
    const cost = shippingCost([
      { code: 'me' },
      { code: 'me' },
      { code: 'pickup', storeId: '1' },
      { code: 'customs' },
    ]);
    expect(cost).toEqual({ total: 795 + 995, promotable: 795 });
    expect(shippingIdOf({ code: 'sts', storeId: '0412' })).toBe('sts-0412');
  });

  it('ships to the countries of the region', () => {
    expect(shipsTo('NORA', 'CA')).toBe(true);
    expect(shipsTo('NORA', 'GB')).toBe(false);
    expect(shipsTo(undefined, 'GB')).toBe(true);
  });

  it('sorts delivery times as the spec says', () => {
    expect(deliveryDays('same day')).toBe(0);
    expect(deliveryDays('3-5')).toBe(3);
    expect(deliveryDays(undefined)).toBe(1);
  });
});
