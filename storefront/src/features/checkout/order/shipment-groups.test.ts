import { describe, expect, it } from 'vitest';
import { shipmentGroups } from './shipment-groups';

const option = (code: 'me' | 'pickup' | 'standard', storeId?: string) => ({
  selected: true,
  available: true,
  shippingMethod: { code, label: code, price: 0 },
  ...(storeId ? { storeInfo: { id: storeId, storeInventory: 3 } } : {}),
});

describe('shipmentGroups', () => {
  it('groups lines by method and store, keeping first-seen order; no selection means home delivery', () => {
    const groups = shipmentGroups([
      { id: 'a', shippingOptions: [option('pickup', '0412')] },
      { id: 'b' },
      { id: 'c', shippingOptions: [option('pickup', '0903')] },
      { id: 'd', shippingOptions: [option('pickup', '0412')] },
      { id: 'e', shippingOptions: [option('me')] },
    ]);
    expect(groups.map((g) => [g.key, g.lines.map((l) => l.id)])).toEqual([
      ['pickup:0412', ['a', 'd']],
      ['me', ['b', 'e']],
      ['pickup:0903', ['c']],
    ]);
  });
});
