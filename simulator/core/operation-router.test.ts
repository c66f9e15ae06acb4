import { describe, expect, it } from 'vitest';
import { operationList } from '../../contracts/registry/operations';
import { compileRoute, createOperationRouter } from './operation-router';

const router = createOperationRouter(operationList);

describe('operation router', () => {
  it('matches a path with its parameters, decoded', () => {
    const match = router.match('GET', '/cart/v1/cart/bk%2D000001/shippingMethod/me');
    expect(match?.op.operationId).toBe('getApplicableShippingMethods');
    expect(match?.params).toEqual({ basketId: 'bk-000001', shippingId: 'me' });
  });

  it('tries literal paths before parameterised ones and tells methods apart', () => {
    expect(router.match('GET', '/fapi/pages/location-selector')?.op.operationId).toBe(
      'getFapiLocationSelector',
    );
    expect(router.match('GET', '/fapi/pages/help')?.op.operationId).toBe('getFapiPage');
    expect(router.match('POST', '/cart/v1/cart/prepareOrder')?.op.operationId).toBe('prepareOrder');
    expect(router.match('PUT', '/cart/v1/coupon')?.op.operationId).toBe('applyCoupon');
    expect(router.match('DELETE', '/cart/v1/coupon')?.op.operationId).toBe('removeCoupon');
  });

  it('treats a dot as a literal and leaves unknown paths unmatched', () => {
    expect(router.match('GET', '/datafiles/summitpeak-us-production.json')?.params).toEqual({
      sdkKey: 'summitpeak-us-production',
    });
    expect(router.match('GET', '/datafiles/keyXjson')).toBeUndefined();
    expect(router.match('GET', '/src/main.tsx')).toBeUndefined();
    expect(router.match('PATCH', '/cart/v1/cart')).toBeUndefined();
  });

  it('matches every registry operation at its own path', () => {
    for (const op of operationList) {
      const path = op.path.replace(/\{[^}]+\}/g, 'x1');
      const found = router.match(op.method, path);
      // A literal sibling may win for `x1` only if it is literally `x1`, which no path is.
      expect(found?.op.operationId, op.operationId).toBe(op.operationId);
    }
    expect(compileRoute('/a/{b}').names).toEqual(['b']);
  });
});

describe('operation router: trying only the routes a first segment can match', () => {
  /** The answer of trying every route of the method in order, as the router did before grouping. */
  const linear = (method: string, path: string) => {
    const routes = [...operationList]
      .filter((op) => op.method.toUpperCase() === method)
      .sort((a, b) => (a.path.match(/\{/g) ?? []).length - (b.path.match(/\{/g) ?? []).length);
    return routes.find((op) => compileRoute(op.path).pattern.test(path))?.operationId;
  };

  it('finds what trying every route finds, for every registry path and its neighbours', () => {
    const firsts = [...new Set(operationList.map((op) => op.path.split('/')[1] as string))];
    const paths = operationList.flatMap((op) => {
      const path = op.path.replace(/\{[^}]+\}/g, 'x1');
      // A route opening with a parameter also takes the first segments other routes open with.
      const asOthers = op.path.startsWith('/{') ? firsts.map((f) => path.replace(/^\/[^/]+/, `/${f}`)) : [];
      return [path, `${path}/`, `${path}/more`, path.replace(/^\/[^/]+/, '/other'), ...asOthers];
    });
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of paths)
        expect(router.match(method, path)?.op.operationId, `${method} ${path}`).toBe(linear(method, path));
    }
  });
});
