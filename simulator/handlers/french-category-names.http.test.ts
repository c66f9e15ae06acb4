import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES_FR } from '../db/seed/catalogue-copy-labels';
import { apiClient, useTestServer } from '../testing/test-server';

const server = useTestServer();
const canvas = '/publish/caas/v1/canvas';
const FRENCH_SITES = [
  { siteId: 'summitpeak-ca', locale: 'fr-ca', region: 'NORA' },
  { siteId: 'summitpeak-fr', locale: 'fr-fr', region: 'EMEA' },
] as const;

interface MenuItem {
  readonly title: string;
  readonly target?: { readonly url: string };
  readonly children?: readonly MenuItem[];
}

/** Category id of a menu link to a category page (/{locale}/c/{slug}-{id}) without a query. */
const categoryIdOf = (url: string | undefined) => url?.match(/\/c\/[a-z0-9-]+-(\d+)$/)?.[1];

const categoryLinks = (items: readonly MenuItem[]): { title: string; id: string }[] =>
  items.flatMap((item) => {
    const id = categoryIdOf(item.target?.url);
    const own = id && !item.title.startsWith('Univers') ? [{ title: item.title, id }] : [];
    return [...own, ...categoryLinks(item.children ?? [])];
  });

describe('French sites name a category as the catalogue does', () => {
  it.each(FRENCH_SITES)('$locale: menu, category content and product breadcrumbs agree', async (site) => {
    const api = apiClient(server.url, `french-names-${site.locale}`);
    const headers = { 'x-locale': site.locale, 'x-region': site.region };
    const menu = await api.get<{ items: MenuItem[] }>(`${canvas}/menu/${site.siteId}?locale=${site.locale}`);
    const links = categoryLinks(menu.body.items);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(link.title, link.id).toBe(CATEGORY_NAMES_FR[link.id]);

    const content = await api.get(`${canvas}/category/${site.siteId}/100110?locale=${site.locale}`);
    expect(content.body).toMatchObject({ title: 'Manteaux et vestes pour hommes' });

    const product = await api.get<{ name: string; breadcrumbs: { label: string; categoryId: string }[] }>(
      '/products/v2/products/SPJK0001BLK/details',
      headers,
    );
    expect(product.body.name).toBe('Manteau en duvet Summit pour hommes');
    for (const crumb of product.body.breadcrumbs)
      expect(crumb.label).toBe(CATEGORY_NAMES_FR[crumb.categoryId]);
  });
});
