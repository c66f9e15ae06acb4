import { describe, expect, it } from 'vitest';
import { cartShippingMethod, shippingMethodOption } from './shipping-method';

describe('shipping methods', () => {
  it('accepts a home shipment with its applicable methods and a pickup shipment', () => {
    const home = {
      shippingId: 'me',
      code: 'me',
      applicableShippingMethods: [
        { code: 'me', label: 'Standard', price: 0, deliveryTime: '3-5' },
        { code: 'standard', label: 'Express', price: 15, deliveryTime: '1-2' },
      ],
    };
    expect(cartShippingMethod.parse(home).applicableShippingMethods).toHaveLength(2);
    const pickup = {
      shippingId: 'sh-2',
      code: 'pickup',
      storeId: '0412',
      address: { firstName: 'Ada', lastName: 'L' },
    };
    expect(cartShippingMethod.safeParse(pickup).success).toBe(true);
  });

  it('rejects an unknown code and a negative price', () => {
    expect(cartShippingMethod.safeParse({ shippingId: 'me', code: 'drone' }).success).toBe(false);
    expect(shippingMethodOption.safeParse({ code: 'me', label: 'Standard', price: -1 }).success).toBe(false);
  });
});
