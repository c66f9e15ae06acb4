import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../contracts/errors/catalogue';
import type { CatalogueId } from '../../../contracts/errors/error-ids';
import { useTestSimulator } from '../testing/simulator-server';
import { TEST_SITE, testCommerce } from '../testing/test-commerce';
import { ApiError } from './api-error';

const sim = useTestSimulator();

/** What the contracts' catalogue says of an id, as ApiError.entry carries it (no server text). */
const entryOf = (id: CatalogueId) => {
  const { status, kind, handling } = catalogue[id];
  return { id, status, kind, handling };
};

describe('an error answer from the simulator', () => {
  it('throws an ApiError with the catalogue entry of the id (an unknown product: PLP400)', async () => {
    const error = await testCommerce(sim)
      .product.getProductDetails('ZZZZ00000')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      operationId: 'getProductDetails',
      status: 404,
      errorId: 'PLP400',
      message: 'This product could not be found.',
    });
    expect((error as ApiError).entry).toEqual(entryOf('PLP400'));
  });

  it('carries the handling the cart recovery reads (an unknown cart: BSK404, recreate-cart-and-retry)', async () => {
    const commerce = testCommerce(sim);
    const error = await commerce.deps
      .call('getCart', { params: { basketId: 'nobasket1' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, errorId: 'BSK404' });
    expect((error as ApiError).entry).toEqual(entryOf('BSK404'));
    expect((error as ApiError).handlingKinds).toEqual(['recreate-cart-and-retry']);
  });

  it('keeps the answer status next to the entry (an injected 502 carries GEN500)', async () => {
    const commerce = testCommerce(sim);
    await sim.control('POST', '/faults', { operation: 'getProductDetails', status: 502, times: 1 });
    const error = await commerce.product.getProductDetails('ZZZZ00000').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, errorId: 'GEN500' });
    expect((error as ApiError).entry).toEqual(entryOf('GEN500'));
  });
});

/**
 * The table's module replaced through vitest, with the client and ApiError imported afresh behind it. The
 * client talks to the simulator with the token a commerce adapter obtained for this test's session.
 */
async function clientBehind(table: () => Promise<object>) {
  vi.resetModules();
  vi.doMock('./error-catalogue.generated', table);
  const { createApiClient } = await import('./client');
  const fresh = await import('./api-error');
  const commerce = testCommerce(sim);
  await commerce.deps.tokens.ensure();
  const client = createApiClient({
    baseUrl: '',
    site: () => TEST_SITE,
    extraHeaders: sim.sessionHeader,
    accessToken: () => commerce.deps.tokens.accessToken(),
    userSessionId: () => commerce.deps.session.get().usid,
  });
  const unknownProduct = () =>
    client
      .call('getProductDetails', { params: { productId: 'ZZZZ00000' }, query: { includeInventory: true } })
      .catch((e: unknown) => e);
  return { client, ApiError: fresh.ApiError, unknownProduct };
}

describe("the catalogue table's loading", () => {
  afterEach(() => {
    vi.doUnmock('./error-catalogue.generated');
    vi.resetModules();
  });

  it('is not loaded for a successful answer, then once for the first error answer', async () => {
    let loads = 0;
    const { client, unknownProduct } = await clientBehind(async () => {
      loads += 1;
      return vi.importActual('./error-catalogue.generated');
    });
    await client.call('getCatalog');
    expect(loads).toBe(0);
    expect(await unknownProduct()).toMatchObject({ errorId: 'PLP400', entry: entryOf('PLP400') });
    expect(await unknownProduct()).toMatchObject({ errorId: 'PLP400', entry: entryOf('PLP400') });
    expect(loads).toBe(1);
  });

  it('failing (its chunk gone after a deploy), the call still throws its ApiError, with its id but no entry', async () => {
    const { ApiError: FreshApiError, unknownProduct } = await clientBehind(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/error-catalogue.js');
    });
    const error = await unknownProduct();
    expect(error).toBeInstanceOf(FreshApiError);
    expect(error).toMatchObject({
      operationId: 'getProductDetails',
      status: 404,
      errorId: 'PLP400',
      entry: undefined,
      message: 'This product could not be found.',
    });
    expect((error as ApiError).has('PLP400')).toBe(true);
    expect((error as ApiError).handlingKinds).toEqual([]);
  });

  it('after a failure, the next error answer tries the table again', async () => {
    let fail = true;
    const { unknownProduct } = await clientBehind(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return vi.importActual('./error-catalogue.generated');
    });
    expect(await unknownProduct()).toMatchObject({ status: 404, entry: undefined });
    fail = false;
    expect(await unknownProduct()).toMatchObject({ errorId: 'PLP400', entry: entryOf('PLP400') });
  });
});
