import { describe, expect, it } from 'vitest';
import { NAMED_CONTENT_PAGES } from '../../contracts/entities/content-page';
import { apiClient, useTestServer } from '../testing/test-server';

const server = useTestServer();

const client = (session: string) => apiClient(server.url, session);
const errorId = (body: { errorDetails?: { errorId: string }[] }) => body.errorDetails?.[0]?.errorId;
const canvas = '/publish/caas/v1/canvas';

describe('content pages', () => {
  it('answers every named page of every site, each with blocks to show', async () => {
    const api = client('content-named');
    for (const site of ['summitpeak-us', 'summitpeak-ca', 'summitpeak-gb', 'summitpeak-fr']) {
      for (const page of NAMED_CONTENT_PAGES) {
        const res = await api.get(`${canvas}/augmentedpage/${site}/${page}`);
        expect(res.status, `${site}/${page}`).toBe(200);
        expect(res.body).toMatchObject({ siteId: site, slug: page });
        expect(res.body.components.length, `${site}/${page}`).toBeGreaterThan(0);
      }
    }
  });

  it('serves the requested locale of a site, drafts only in preview, and API404 for unknowns', async () => {
    const api = client('content-pages');
    const fr = await api.get(`${canvas}/page/summitpeak-ca/cart?locale=fr-ca`);
    expect(fr.body.locale).toBe('fr-ca');
    expect(errorId((await api.get(`${canvas}/page/summitpeak-us/summer-launch`)).body)).toBe('API404');
    expect((await api.get('/preview/caas/v1/canvas/page/summitpeak-us/summer-launch')).status).toBe(200);
    expect(errorId((await api.get(`${canvas}/page/summitpeak-us/nope`)).body)).toBe('API404');
    expect(errorId((await api.get(`${canvas}/page/unknown-site/cart`)).body)).toBe('API404');
    const error = await api.get(`${canvas}/augmentedpage/summitpeak-us/error-4xx`);
    expect(error.body.meta.description).toBe('This page is not available.');
  });

  it('previews the site as at the preview date header: a scheduled draft only from its publication date', async () => {
    const api = client('content-preview-date');
    const draft = '/preview/caas/v1/canvas/page/summitpeak-us/summer-launch';
    const before = await api.get(draft, { 'x-preview-date': '2026-05-31T23:59:00Z' });
    expect(errorId(before.body)).toBe('API404');
    const after = await api.get(draft, { 'x-preview-date': '2026-06-01T00:00:00Z' });
    expect(after.body).toMatchObject({ slug: 'summer-launch' });
    // Published pages are served whatever the date; a malformed date is refused.
    expect(
      (await api.get(`${canvas}/page/summitpeak-us/cart`, { 'x-preview-date': '2001-01-01T00:00:00Z' }))
        .status,
    ).toBe(200);
    expect((await api.get(draft, { 'x-preview-date': 'tomorrow' })).status).toBe(400);
  });

  it('answers the three-level menu, the footer, pop-ups, fragments and child pages', async () => {
    const api = client('content-nav');
    const menu = await api.get(`${canvas}/menu/summitpeak-us`);
    expect(menu.status).toBe(200);
    const men = menu.body.items[0];
    expect(men.title).toBe('Men');
    expect(men.children[0].children[0]).toMatchObject({
      title: "Men's Jackets",
      target: { url: '/en-us/c/mens-jackets-100110' },
    });
    const footer = await api.get(`${canvas}/footer/summitpeak-ca?locale=fr-ca`);
    expect(footer.body.locale).toBe('fr-ca');
    expect(footer.body.columns.length).toBe(3);
    const popups = await api.get(`${canvas}/popups/summitpeak-us`);
    expect(popups.body.popups.map((p: { name: string; delay: number }) => [p.name, p.delay])).toEqual([
      ['welcome-offer', 2000],
      ['loyalty-join', 8000],
    ]);
    expect((await api.get(`${canvas}/fragment/benefit-bar`)).body.components[0].type).toBe('benefitBar');
    expect(errorId((await api.get(`${canvas}/fragment/nope`)).body)).toBe('API404');
    const children = await api.get(`${canvas}/children/summitpeak-us/help`);
    expect(children.body.pages.map((p: { slug: string }) => p.slug).sort()).toEqual([
      'contact-us',
      'help-returns',
      'help-shipping',
    ]);
  });

  it('answers category and product content, API404 for unknown ones', async () => {
    const api = client('content-derived');
    const category = await api.get(`${canvas}/category/summitpeak-us/c1000`);
    expect(category.body).toMatchObject({ categoryId: 'c1000', area: 'category', title: 'Men' });
    expect(errorId((await api.get(`${canvas}/category/summitpeak-us/9999`)).body)).toBe('API404');
    const product = await api.get(`${canvas}/product/summitpeak-us/SPJK0001BLK`);
    expect(product.body).toMatchObject({ productId: 'SPJK0001BLK', area: 'product' });
    expect(errorId((await api.get(`${canvas}/product/summitpeak-us/NOPE0000`)).body)).toBe('API404');
  });

  it('searches articles by tags with facets and paging, and lists showcase items', async () => {
    const api = client('content-search');
    const all = await api.get(`${canvas}/search/summitpeak-us/article?limit=5`);
    expect(all.body.result).toHaveLength(5);
    expect(all.body.numFound).toBe(24);
    const tag = all.body.facets[0].id;
    const tagged = await api.get(`${canvas}/search/summitpeak-us/article?tagId=${tag}&limit=100`);
    expect(tagged.body.numFound).toBeLessThan(24);
    expect(
      tagged.body.result.every((a: { tags: { label: string }[] }) =>
        a.tags.some((t) => t.label === all.body.facets[0].label),
      ),
    ).toBe(true);
    const showcase = await api.get(`${canvas}/showcase/summitpeak-us/banner?limit=10`);
    expect(showcase.body).toMatchObject({ docType: 'banner', limit: 10, offset: 0 });
    expect(showcase.body.items.length).toBeGreaterThan(0);
    expect((await api.get(`${canvas}/showcase/summitpeak-us/banner?limit=15`)).status).toBe(400);
  });
});

describe('fapi', () => {
  it('answers server time, the internal components and pages', async () => {
    const api = client('fapi');
    const world = await server.simulator.worlds.get('fapi');
    world.clock.set(new Date('2026-03-04T05:06:07.000Z'));
    expect((await api.get('/fapi/server/time')).body).toEqual({ timestamp: '2026-03-04T05:06:07.000Z' });
    expect((await api.get('/fapi/components/size-chart/footwear')).body.unit).toBe('cm');
    expect(errorId((await api.get('/fapi/components/size-chart/kites')).body)).toBe('API404');
    expect((await api.get('/fapi/components/foot-sizes')).body.tables).toHaveLength(3);
    expect((await api.get('/fapi/components/utility?locale=fr-ca')).body.links[0].url).toBe('/fr-ca/help');
    expect((await api.get('/fapi/components/footer?locale=en-ca')).body.siteId).toBe('summitpeak-ca');
    expect((await api.get('/fapi/components/collections')).body.collections.length).toBeGreaterThan(5);
    expect((await api.get('/fapi/components/search')).body.popularSearches.length).toBeGreaterThan(0);
    expect((await api.get('/fapi/pages/location-selector')).body.countries[1].locales).toHaveLength(2);
    expect((await api.get('/fapi/pages/gift-card')).body.slug).toBe('gift-card');
    expect(errorId((await api.get('/fapi/pages/nope')).body)).toBe('API404');
  });

  it('takes performance beacons and contract reports', async () => {
    const api = client('fapi-reports');
    expect(
      (await api.post('/fapi/performance/ingest', { measures: [{ name: 'LCP', value: 1200 }] })).status,
    ).toBe(204);
    // navigator.sendBeacon sends a string body as text/plain: the same JSON, read the same way.
    const plain = { 'content-type': 'text/plain;charset=UTF-8' };
    const beacon = await api.post(
      '/fapi/performance/ingest',
      { measures: [{ name: 'CLS', value: 0.1 }] },
      plain,
    );
    expect(beacon.status).toBe(204);
    const notJson = await api.call('POST', '/fapi/performance/ingest', undefined, plain);
    expect(notJson.status).toBe(400);
    const html = await api.post(
      '/fapi/performance/ingest',
      { measures: [] },
      { 'content-type': 'text/html' },
    );
    expect(errorId(html.body)).toBe('API415');
    const report = await api.post('/fapi/api/validate-response/getCart', {
      url: '/cart/v1/cart/x',
      status: 200,
      issues: [],
    });
    expect(report.status).toBe(202);
    expect(report.body).toEqual({ received: true, contract: 'getCart' });
    expect(
      errorId(
        (await api.post('/fapi/api/validate-response/nope', { url: '/x', status: 200, issues: [] })).body,
      ),
    ).toBe('API404');
  });
});
