import { describe, expect, it } from 'vitest';
import { findOperation, suggestOperations } from './operation-lookup';

describe('operation lookup', () => {
  it('finds an operation by operationId or by "METHOD /path" as the spec writes it', () => {
    expect(findOperation('placeOrder')?.path).toBe('/cart/v2/checkout/order');
    expect(findOperation('PUT /cart/v2/checkout/order')?.operationId).toBe('placeOrder');
    expect(findOperation('put   /cart/v2/checkout/order')?.operationId).toBe('placeOrder');
  });

  it('finds nothing for an unknown reference, and suggests near ones', () => {
    expect(findOperation('placeOrdr')).toBeUndefined();
    expect(suggestOperations('placeOrdr')).toContain('placeOrder');
    expect(suggestOperations('PUT /cart/v2/checkout/ordr')).toContain('PUT /cart/v2/checkout/order');
  });
});
