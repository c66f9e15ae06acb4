import { describe, expect, it } from 'vitest';
import { apiClient, useTestServer } from '../testing/test-server';

const server = useTestServer();

const client = (session: string) => apiClient(server.url, session);
const errorId = (body: { errorDetails?: { errorId: string }[] }) => body.errorDetails?.[0]?.errorId;

describe('search', () => {
  it('lists a category with facets, sort and pagination', async () => {
    const api = client('cat-search');
    const first = await api.get(
      '/products/v2/search/productSearch?categoryId=1000&sort=priceLowToHigh&pageSize=10',
    );
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(10);
    expect(first.body.pagination).toMatchObject({ page: 1, pageSize: 10 });
    const total = first.body.pagination.total;
    expect(total).toBeGreaterThan(40);
    const prices = first.body.products.map((p: { price: { lowCurrent: number } }) => p.price.lowCurrent);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(first.body.facets.map((f: { id: string }) => f.id)).toEqual([
      'category',
      'gender',
      'color',
      'size',
      'price',
      'sale',
    ]);
    expect(first.body.sortOptions.find((o: { selected: boolean }) => o.selected).id).toBe('priceLowToHigh');
    const last = await api.get(
      `/products/v2/search/productSearch?categoryId=1000&pageSize=10&page=${Math.ceil(total / 10)}`,
    );
    expect(last.body.products.length).toBe(total % 10 || 10);
  });

  it('filters by facet values and counts the rest of the facet', async () => {
    const api = client('cat-filter');
    const all = await api.get('/products/v2/search/productSearch?q=jacket&pageSize=96');
    const black = await api.get('/products/v2/search/productSearch?q=jacket&pageSize=96&filters=color:black');
    expect(black.body.pagination.total).toBeLessThan(all.body.pagination.total);
    const colorFacet = black.body.facets.find((f: { id: string }) => f.id === 'color');
    const blackValue = colorFacet.values.find((v: { id: string }) => v.id === 'black');
    expect(blackValue).toMatchObject({ selected: true, count: black.body.pagination.total });
    expect(colorFacet.values.length).toBeGreaterThan(1);
    expect(black.body.query).toBe('jacket');
  });

  it('answers PLP400 for an unknown category, 400 for malformed filters, and redirects page terms', async () => {
    const api = client('cat-search-errors');
    const unknown = await api.get('/products/v2/search/productSearch?categoryId=9999');
    expect(unknown.status).toBe(404);
    expect(errorId(unknown.body)).toBe('PLP400');
    expect((await api.get('/products/v2/search/productSearch?filters=color')).status).toBe(400);
    const redirect = await api.get('/products/v2/search/productSearch?q=gift%20card');
    expect(redirect.body.redirect).toEqual({ url: '/en-us/gift-card' });
    const hub = await api.get('/products/v2/search/productSearch?q=hiking%20boots');
    expect(hub.body.searchhub).toEqual({ path: '/en-us/searchhub/hiking-boots' });
    expect(hub.body.products.length).toBeGreaterThan(0);
  });

  it('suggests terms, categories and products, and recommends for a widget', async () => {
    const api = client('cat-suggest');
    const s = await api.get('/products/v2/search/autoSuggest?q=fle');
    expect(s.status).toBe(200);
    expect(s.body.categories.map((c: { id: string }) => c.id)).toContain('100120');
    expect(s.body.products.length).toBeGreaterThan(0);
    const recs = await api.get(
      '/products/v1/widgetRecommendations?widget=pdp-similar&productId=SPJK0001&limit=4',
    );
    expect(recs.body.products).toHaveLength(4);
    expect(recs.body.products.every((p: { id: string }) => !p.id.startsWith('SPJK0001'))).toBe(true);
    expect(errorId((await api.get('/products/v1/widgetRecommendations?widget=nope')).body)).toBe('API404');
  });

  it('answers the category tree in the request locale', async () => {
    const tree = await client('cat-tree').get('/products/v2/catalog', { 'x-locale': 'fr-ca' });
    expect(tree.body.categories.map((c: { id: string }) => c.id)).toEqual([
      '1000',
      '2000',
      '3000',
      '4000',
      '5000',
    ]);
    expect(tree.body.categories[0].children[0].url).toBe('/fr-ca/c/mens-jackets-100110');
  });
});

describe('product details, inventory and availability', () => {
  it('answers the colour product with its price, and CAD for a Canadian locale', async () => {
    const api = client('cat-details');
    const details = await api.get('/products/v2/products/SPJK0002/details?color=PLM');
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: 'SPJK0002PLM',
      masterId: 'SPJK0002',
      price: { lowCurrent: 134.95, lowOriginal: 180, percentagePriceDiscount: 25, currency: 'USD' },
    });
    const ca = await api.get('/products/v2/products/SPJK0002PLM/details', { 'x-locale': 'en-ca' });
    expect(ca.body.price.currency).toBe('CAD');
    const noStock = await api.get('/products/v2/products/SPJK0001/details?includeInventory=false');
    expect(noStock.body.variants[0].quantity).toBeUndefined();
  });

  it('answers PLP400 for an unknown product and ORD404 for an offline one', async () => {
    const api = client('cat-details-errors');
    expect(errorId((await api.get('/products/v2/products/ZZZZ0000/details')).body)).toBe('PLP400');
    const offline = await api.get('/products/v2/products/SPHG0001/details');
    expect(offline.status).toBe(422);
    expect(errorId(offline.body)).toBe('ORD404');
  });

  it('lists variants keyed by sku with quantity', async () => {
    const inv = await client('cat-inventory').get('/products/v2/products/SPTR0001/inventory');
    expect(inv.body.variants.SPTR0001ABL070).toEqual({ quantity: 0, availability: 'pickupOnly' });
  });

  it('answers home, pickup and ship-to-store availability with store stock', async () => {
    const api = client('cat-availability');
    const res = await api.post('/products/v1/products/SPJK0001/availability', {
      items: [{ sku: 'SPJK0001BLKM', qty: 2 }],
      storeIds: ['0412', '0810'],
      postalCode: '80202',
    });
    expect(res.status).toBe(200);
    const item = res.body.items[0];
    expect(item).toMatchObject({ sku: 'SPJK0001BLKM', availability: 'inStock', allowPickupOrder: true });
    expect(item.homeDelivery).toEqual({ available: true, quantity: 25, deliveryTime: '2-3' });
    expect(item.stores[0]).toMatchObject({
      storeId: '0412',
      pickup: { available: true, quantity: 5 },
      sts: { available: true },
    });
    expect(item.stores[1].pickup.available).toBe(false);
    const pickupOnly = await api.post('/products/v1/products/SPTR0001/availability', {
      items: [{ sku: 'SPTR0001ABL070' }],
      storeIds: ['0412'],
    });
    expect(pickupOnly.body.items[0]).toMatchObject({
      availability: 'pickupOnly',
      homeDelivery: { available: false },
      stores: [{ pickup: { available: true, quantity: 4 } }],
    });
  });

  it('answers INV701 for a foreign sku, INV406 for a sold-out size and INV700 for a sold-out product', async () => {
    const api = client('cat-availability-errors');
    const check = (id: string, sku: string) =>
      api.post(`/products/v1/products/${id}/availability`, { items: [{ sku }] });
    expect(errorId((await check('SPJK0001', 'SPJK0002ABLM')).body)).toBe('INV701');
    expect(errorId((await check('SPSN0001', 'SPSN0001BLK090')).body)).toBe('INV406');
    expect((await check('SPSN0001', 'SPSN0001BLK100')).status).toBe(200);
    expect(errorId((await check('SPHB0001', 'SPHB0001EBR090')).body)).toBe('INV700');
  });

  it('lists the sets of a product and a set with full products', async () => {
    const api = client('cat-sets');
    const sets = await api.get('/products/v2/products/SPJK0001/productSets');
    expect(sets.body.productSets.map((s: { id: string }) => s.id)).toContain('SPST0001');
    const set = await api.get('/products/v2/products/SPST0001/productSet');
    expect(set.body.products.map((p: { masterId: string }) => p.masterId)).toEqual([
      'SPJK0001',
      'SPFL0001',
      'SPSN0001',
    ]);
    expect(errorId((await api.get('/products/v2/products/SPST9999/productSet')).body)).toBe('PLP400');
  });

  it('subscribes to back-in-stock e-mails idempotently', async () => {
    const api = client('cat-bis');
    const body = { email: 'a@example.com', productId: 'SPHB0001', sku: 'SPHB0001EBR090', locale: 'en-us' };
    expect((await api.put('/products/v1/notifications', body)).status).toBe(204);
    expect((await api.put('/products/v1/notifications', body)).status).toBe(204);
    const world = await server.simulator.worlds.get('cat-bis');
    expect(world.db.catalogue.backInStock.count()).toBe(1);
    expect(
      errorId((await api.put('/products/v1/notifications', { ...body, sku: 'SPHB0001EBR999' })).body),
    ).toBe('PLP400');
  });
});

describe('reviews and questions', () => {
  it('pages reviews with the rating summary, and a vote changes the counts in this session only', async () => {
    const api = client('cat-reviews');
    const page = await api.get('/products/v1/products/SPJK0001/reviews?limit=10&page=3&sort=oldest');
    expect(page.status).toBe(200);
    expect(page.body.paging).toEqual({ page: 3, limit: 10, total: 24 });
    expect(page.body.reviews).toHaveLength(4);
    expect(page.body.summary.distribution.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(
      24,
    );
    const review = page.body.reviews[0];
    const vote = await api.post(`/products/v1/products/SPJK0001/review/${review.id}/vote`, {
      vote: 'helpful',
    });
    expect(vote.body).toEqual({
      reviewId: review.id,
      helpfulVotes: review.helpfulVotes + 1,
      unhelpfulVotes: review.unhelpfulVotes,
    });
    const again = await api.get('/products/v1/products/SPJK0001/reviews?limit=10&page=3&sort=oldest');
    expect(again.body.reviews[0].helpfulVotes).toBe(review.helpfulVotes + 1);
    const other = await client('cat-reviews-other').get(
      '/products/v1/products/SPJK0001/reviews?limit=10&page=3&sort=oldest',
    );
    expect(other.body.reviews[0].helpfulVotes).toBe(review.helpfulVotes);
    expect(
      errorId(
        (await api.post('/products/v1/products/SPJK0002/review/nope-1/vote', { vote: 'helpful' })).body,
      ),
    ).toBe('API404');
  });

  it('flags and translates reviews', async () => {
    const api = client('cat-review-flag');
    const id = (await api.get('/products/v1/products/SPJK0001/reviews?limit=1')).body.reviews[0].id;
    expect(
      (await api.post(`/products/v1/products/SPJK0001/review/${id}/flag`, { reason: 'spam' })).status,
    ).toBe(204);
    expect(
      (await api.post(`/products/v1/products/SPJK0001/review/${id}/flag`, { reason: 'rude' })).status,
    ).toBe(400);
    const t = await api.post(`/products/v1/review/${id}/translate`, { targetLocale: 'de-de' });
    expect(t.body).toMatchObject({ reviewId: id, targetLocale: 'de-de' });
    expect(t.body.text).toMatch(/^\[de-de\] /);
  });

  it('lists questions, takes a question for moderation, rejects an over-long one with REV410', async () => {
    const api = client('cat-questions');
    const list = await api.get('/products/v1/products/SPJK0001/reviews/questions?sort=mostAnswered');
    expect(list.body.paging.total).toBe(3);
    const asked = await api.post('/products/v1/products/SPJK0001/reviews/questions', {
      text: 'Does it pack into its pocket?',
      nickname: 'Hiker',
      email: 'hiker@example.com',
      locale: 'en-us',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ id: 'q-000001', productId: 'SPJK0001', status: 'pendingModeration' });
    const tooLong = await api.post('/products/v1/products/SPJK0001/reviews/questions', {
      text: 'x'.repeat(1001),
      nickname: 'Hiker',
      email: 'hiker@example.com',
      locale: 'en-us',
    });
    expect(tooLong.status).toBe(400);
    expect(errorId(tooLong.body)).toBe('REV410');
    const answer = list.body.questions[0].answers[0];
    const vote = await api.post(`/products/v1/products/SPJK0001/review/${answer.id}/questions/vote`, {
      vote: 'unhelpful',
    });
    expect(vote.body).toEqual({
      answerId: answer.id,
      helpfulVotes: answer.helpfulVotes,
      unhelpfulVotes: answer.unhelpfulVotes + 1,
    });
  });
});
