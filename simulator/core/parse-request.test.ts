import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts/registry/operations';
import { isFailure } from '../domain/failure';
import { plainRequest } from '../testing/plain-request';
import { STOREFRONT_HEADERS } from '../testing/storefront-headers';
import { parseRequest, queryObject } from './parse-request';

const request = (path: string, init: Parameters<typeof plainRequest>[1] = {}) =>
  plainRequest(path, { ...init, headers: { ...STOREFRONT_HEADERS, ...(init.headers ?? {}) } });

describe('request parsing against the contract', () => {
  it('turns repeated query keys into arrays', () => {
    expect(queryObject(new URLSearchParams('tagId=a&tagId=b&limit=5'))).toEqual({
      tagId: ['a', 'b'],
      limit: '5',
    });
  });

  it('answers API400 naming the header that breaks the contract', async () => {
    const result = await parseRequest(
      operations.getCart,
      request('/cart/v1/cart/bk-1', { headers: { 'x-channel': 'WEB' } }),
      { basketId: 'bk-1' },
    );
    expect(result).toMatchObject({ ok: false, errorId: 'API400' });
    expect(isFailure(result) ? result.message : '').toMatch(/^headers\.x-channel: /);
  });

  it('answers API400 for a body that is not JSON, and names a missing body field', async () => {
    const notJson = await parseRequest(
      operations.applyCoupon,
      request('/cart/v1/coupon', { method: 'PUT', body: '{' }),
      {},
    );
    expect(notJson).toMatchObject({ ok: false, message: 'body: is not valid JSON' });
    const missing = await parseRequest(
      operations.applyCoupon,
      request('/cart/v1/coupon', { method: 'PUT', body: JSON.stringify({ cartId: 'bk-1' }) }),
      {},
    );
    expect(isFailure(missing) ? missing.message : '').toMatch(/^body\.code: /);
  });

  it('gives the handler typed values with defaults applied', async () => {
    const result = await parseRequest(operations.getCart, request('/cart/v1/cart/bk-1'), {
      basketId: 'bk-1',
    });
    expect(!isFailure(result) && result.params).toEqual({ basketId: 'bk-1' });
  });
});
