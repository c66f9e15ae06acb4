import { describe, expect, it } from 'vitest';
import { FIXTURE_IDS } from '../db/seed/catalogue-seed';
import { apiClient, useTestServer } from '../testing/test-server';
import { errorIdOf, guest, newCart, skuOf } from './commerce.test-helpers';

/**
 * A product sold in some locales only (the fixture SPSD0001, soldIn USD): on a Canadian locale it has no
 * price, so its details answer ORD404, search leaves it out and a CAD cart refuses it (NO_PRICE); on en-us
 * it is an ordinary product (docs/decisions.md "Products not sold in a locale").
 */

const server = useTestServer();
const client = (session: string) => apiClient(server.url, session);

const US_ONLY = FIXTURE_IDS.usOnly;
const EN_CA = { 'x-locale': 'en-ca' };
const EN_US = { 'x-locale': 'en-us' };
const searchIds = (body: { products: { id: string }[] }) => body.products.map((p) => p.id.slice(0, 8));

describe('a product sold in the US only', () => {
  it('shows, lists and sells on en-us', async () => {
    const api = client('regional-us');
    const details = await api.get(`/products/v2/products/${US_ONLY}BLK/details`, EN_US);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ masterId: US_ONLY, price: { lowCurrent: 59, currency: 'USD' } });
    const search = await api.get('/products/v2/search/productSearch?q=lakeshore', EN_US);
    expect(searchIds(search.body)).toEqual([US_ONLY]);
    const listing = await api.get('/products/v2/search/productSearch?categoryId=300140&pageSize=96', EN_US);
    expect(searchIds(listing.body)).toContain(US_ONLY);

    await guest(api);
    const cartId = await newCart(api);
    const sku = await skuOf(server, 'regional-us', US_ONLY);
    const added = await api.post('/cart/v1/item', { cartId, productId: sku, qty: 1 }, EN_US);
    expect(added.status).toBe(200);
    expect(added.body.currency).toBe('USD');
    expect(added.body.totals.itemTotal).toBe(59);
  });

  it('is not sold on en-ca: details ORD404, left out of search, NO_PRICE in a CAD cart', async () => {
    const api = client('regional-ca');
    const details = await api.get(`/products/v2/products/${US_ONLY}BLK/details`, EN_CA);
    expect([details.status, errorIdOf(details.body)]).toEqual([422, 'ORD404']);
    const style = await api.get(`/products/v2/products/${US_ONLY}/details`, EN_CA);
    expect(errorIdOf(style.body)).toBe('ORD404');
    const search = await api.get('/products/v2/search/productSearch?q=lakeshore', EN_CA);
    expect([search.status, search.body.pagination.total]).toEqual([200, 0]);
    const listing = await api.get('/products/v2/search/productSearch?categoryId=300140&pageSize=96', EN_CA);
    const usListing = await api.get('/products/v2/search/productSearch?categoryId=300140&pageSize=96', EN_US);
    expect(searchIds(listing.body)).not.toContain(US_ONLY);
    expect(listing.body.pagination.total).toBe(usListing.body.pagination.total - 1);

    await guest(api);
    const cad = await api.post('/cart/v1/cart', {}, EN_CA);
    expect(cad.body.currency).toBe('CAD');
    const sku = await skuOf(server, 'regional-ca', US_ONLY);
    const refused = await api.post('/cart/v1/item', { cartId: cad.body.id, productId: sku, qty: 1 }, EN_CA);
    expect([refused.status, errorIdOf(refused.body)]).toEqual([422, 'NO_PRICE']);
    expect((await api.get(`/cart/v1/cart/${cad.body.id}`, EN_CA)).body.totalItems).toBe(0);
  });
});
