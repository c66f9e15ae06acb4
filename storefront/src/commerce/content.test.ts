import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';
import { HOME_PAGE_SLUG } from './content';
import { contentSiteId } from './content-site';

const sim = useTestSimulator();
const US = { brand: 'summitpeak', locale: 'en-us' } as const;

describe('content commerce against the simulator', () => {
  it('derives the content site from brand and locale', () => {
    expect(contentSiteId('summitpeak', 'en-us')).toBe('summitpeak-us');
    expect(contentSiteId('summitpeak', 'fr-CA')).toBe('summitpeak-ca');
  });

  it('reads the three-level menu of the site', async () => {
    const menu = await testCommerce(sim).content.getMenu(US);
    expect(menu.siteId).toBe('summitpeak-us');
    const first = menu.items[0];
    expect(first?.children?.[0]?.children?.length).toBeGreaterThan(0);
  });

  it('serves a Canadian locale from the Canadian site', async () => {
    const menu = await testCommerce(sim).content.getMenu({ brand: 'summitpeak', locale: 'fr-ca' });
    expect(menu).toMatchObject({ siteId: 'summitpeak-ca', locale: 'fr-ca' });
  });

  it('reads the footer and the home page', async () => {
    const commerce = testCommerce(sim);
    const footer = await commerce.content.getFooter(US);
    expect(footer.columns.length).toBeGreaterThan(0);
    const home = await commerce.content.getPage(US, HOME_PAGE_SLUG);
    expect(home.slug).toBe('home');
    expect(home.components.map((c) => c.type)).toContain('categoryCards');
  });

  it('answers an unknown page with a typed API404', async () => {
    const error = await testCommerce(sim)
      .content.getPage(US, 'no-such-page')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('fills a personalization block from the decision engine, only with targeting consent', async () => {
    const commerce = testCommerce(sim);
    const request = {
      site: US,
      block: { source: 'personalization', placementId: 'home-recs' },
      pageUrl: '/en-us',
      pageType: 'home',
    } as const;
    const items = await commerce.content.getRecommendations({ ...request, targetingAllowed: true });
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ currency: 'USD', url: expect.stringMatching(/^\/en-us\/p\//) });
    expect(await commerce.content.getRecommendations({ ...request, targetingAllowed: false })).toEqual([]);
  });

  it('fills a merchandising block from its widget', async () => {
    const items = await testCommerce(sim).content.getRecommendations({
      site: US,
      block: { source: 'searchMerchandising', placementId: 'search-no-results' },
      pageUrl: '/en-us/search',
      pageType: 'search',
      targetingAllowed: false,
    });
    expect(items.length).toBeGreaterThan(0);
  });
});
