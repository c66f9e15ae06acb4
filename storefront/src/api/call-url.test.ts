import { describe, expect, it } from 'vitest';
import { callUrl } from './call-url';

describe('callUrl', () => {
  it('fills and encodes path parameters and appends the query, repeating array keys', () => {
    const url = callUrl(
      'http://api.test/',
      { path: '/cart/v1/cart/{basketId}' },
      { basketId: 'a b/c' },
      {
        expand: ['items', 'totals'],
        skip: undefined,
        page: 2,
      },
    );
    expect(url).toBe('http://api.test/cart/v1/cart/a%20b%2Fc?expand=items&expand=totals&page=2');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => callUrl('', { path: '/cart/v1/cart/{basketId}' }, {}, undefined)).toThrow(/basketId/);
  });
});
