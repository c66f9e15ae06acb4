import { describe, expect, it } from 'vitest';
import { bySpecificity, mswPath } from './msw-path';

describe('MSW paths', () => {
  it('turns spec placeholders into path parameters', () => {
    expect(mswPath('/cart/v1/cart/{basketId}/shippingMethod/{shippingId}')).toBe(
      '/cart/v1/cart/:basketId/shippingMethod/:shippingId',
    );
    expect(mswPath('/datafiles/{sdkKey}.json')).toBe('/datafiles/:sdkKey.json');
  });

  it('orders literal paths before parameterised ones', () => {
    const sorted = [{ path: '/fapi/pages/{page}' }, { path: '/fapi/pages/location-selector' }].sort(
      bySpecificity,
    );
    expect(sorted[0]?.path).toBe('/fapi/pages/location-selector');
  });
});
