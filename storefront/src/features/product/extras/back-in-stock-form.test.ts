import { describe, expect, it } from 'vitest';
import type { CatalogueId } from '../../../../../contracts/errors/error-ids';
import { ApiError } from '../../../commerce/commerce-error';
import { invalidField, rejectedField } from './back-in-stock-form';

const answer = (status: number, errorId: CatalogueId, message: string) =>
  new ApiError('subscribeBackInStock', status, { errorDetails: [{ errorId, message }] }, undefined);

describe('back-in-stock form', () => {
  const ok = { email: 'ana@example.com', productId: 'SPSN0001', sku: 'SPSN0001BLK090', locale: 'en-us' };

  it('checks the request with the contract before it is sent', () => {
    expect(invalidField(ok)).toBeUndefined();
    expect(invalidField({ ...ok, email: 'ana@' })).toBe('email');
    expect(invalidField({ ...ok, sku: '' })).toBe('sku');
  });

  it('puts a rejected request on the field the answer names', () => {
    expect(rejectedField(answer(400, 'API400', 'body.email: Invalid email address'))).toBe('email');
    expect(rejectedField(answer(400, 'API400', 'body.sku: The sku must belong to the product'))).toBe('sku');
    expect(rejectedField(answer(404, 'PLP400', 'Unknown product'))).toBe('sku');
    expect(rejectedField(answer(500, 'GEN500', 'Something went wrong'))).toBeUndefined();
    expect(rejectedField(new Error('offline'))).toBeUndefined();
  });
});
