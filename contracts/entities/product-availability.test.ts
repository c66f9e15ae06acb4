import { describe, expect, it } from 'vitest';
import {
  availabilityRequest,
  availabilityResponse,
  backInStockRequest,
  productInventory,
} from './product-availability';

describe('availability request', () => {
  it('accepts skus with stores and a postal code, defaulting qty to 1', () => {
    const parsed = availabilityRequest.parse({
      items: [{ sku: 'NF0A3C8DLE4M' }],
      storeIds: ['0412', '0588'],
      postalCode: '80202',
    });
    expect(parsed.items[0]?.qty).toBe(1);
  });

  it('rejects no items, a zero quantity and a malformed sku', () => {
    expect(availabilityRequest.safeParse({ items: [] }).success).toBe(false);
    expect(availabilityRequest.safeParse({ items: [{ sku: 'NF0A3C8DLE4M', qty: 0 }] }).success).toBe(false);
    expect(availabilityRequest.safeParse({ items: [{ sku: 'nf0a3c8d-m' }] }).success).toBe(false);
  });
});

describe('availability response and inventory', () => {
  it('accepts per-sku home, pickup and ship-to-store availability', () => {
    const response = {
      productId: 'NF0A3C8DLE4',
      items: [
        {
          sku: 'NF0A3C8DLE4M',
          availability: 'pickupOnly',
          homeDelivery: { available: false, quantity: 0 },
          stores: [
            {
              storeId: '0412',
              pickup: { available: true, quantity: 2 },
              sts: { available: false, quantity: 0 },
            },
          ],
          allowPickupOrder: true,
        },
      ],
    };
    expect(availabilityResponse.safeParse(response).success).toBe(true);
    const noFlag = { ...response, items: [{ ...response.items[0], allowPickupOrder: undefined }] };
    expect(availabilityResponse.safeParse(noFlag).success).toBe(false);
  });

  it('keys inventory by sku and rejects other keys and negative quantities', () => {
    const ok = {
      productId: 'NF0A3C8DLE4',
      variants: { NF0A3C8DLE4M: { quantity: 4, availability: 'lowStock' } },
    };
    expect(productInventory.safeParse(ok).success).toBe(true);
    expect(
      productInventory.safeParse({ ...ok, variants: { 'bad key': { quantity: 4, availability: 'inStock' } } })
        .success,
    ).toBe(false);
    expect(
      productInventory.safeParse({
        ...ok,
        variants: { NF0A3C8DLE4M: { quantity: -1, availability: 'inStock' } },
      }).success,
    ).toBe(false);
  });
});

describe('back-in-stock request', () => {
  const ok = { email: 'ana@example.com', productId: 'NF0A3C8DLE4', sku: 'NF0A3C8DLE4XXL', locale: 'en-us' };
  it('accepts an e-mail for a variant of the product', () => {
    expect(backInStockRequest.safeParse(ok).success).toBe(true);
  });
  it('rejects a bad e-mail, a sku of another product and a bad locale', () => {
    expect(backInStockRequest.safeParse({ ...ok, email: 'ana@' }).success).toBe(false);
    expect(backInStockRequest.safeParse({ ...ok, sku: 'VN0A3WKTBLKM' }).success).toBe(false);
    expect(backInStockRequest.safeParse({ ...ok, locale: 'english' }).success).toBe(false);
  });
});
