import { describe, expect, it } from 'vitest';
import { withWholeSegmentParameters } from './partial-segment-paths';

describe('whole-segment path parameters for the OpenAPI check', () => {
  const doc = { paths: { '/datafiles/{sdkKey}.json': { get: {} }, '/cart/v1/cart/{cartId}': { get: {} } } };

  it('moves a parameter’s literal suffix out of the document and the request path', () => {
    const { doc: whole, rewritePath } = withWholeSegmentParameters(doc);
    expect(Object.keys(whole.paths)).toEqual(['/datafiles/{sdkKey}', '/cart/v1/cart/{cartId}']);
    expect(rewritePath('/datafiles/summitpeak-us-production.json')).toBe(
      '/datafiles/summitpeak-us-production',
    );
  });

  it('leaves every other path as it is, including one that only looks alike', () => {
    const { rewritePath } = withWholeSegmentParameters(doc);
    expect(rewritePath('/cart/v1/cart/bk-1.json')).toBe('/cart/v1/cart/bk-1.json');
    expect(rewritePath('/datafiles/summitpeak-us-production')).toBe('/datafiles/summitpeak-us-production');
    expect(rewritePath('/datafiles/a/b.json')).toBe('/datafiles/a/b.json');
  });
});
