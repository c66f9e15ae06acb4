import { describe, expect, it } from 'vitest';
import { recognisePage } from '../../../contracts/common/page-urls';
import { BRAND, SITES, SUPPORTED_LOCALES, type SupportedLocale } from '../config/site-config';
import { type LinkedListing, listingOfLink } from '../features/catalogue/listing-link';
import { DEFAULT_SORT, parseListingQuery } from '../features/catalogue/listing-query';
import { useTestSimulator as startTestSimulator } from '../testing/simulator-server';
import { TEST_SITE, testCommerce } from '../testing/test-commerce';

/*
 * Every link of the seeded navigation and content (menu, footer, the home page and the content pages they
 * link to) for each locale, read with the storefront's own URL rules (recognisePage, the listing query):
 * it stays in its locale, opens a page the storefront routes, and a link that names a listing (a category,
 * a sale or new-arrivals listing, "Shop all Sale") lists products.
 */

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();

/** Pages the route table names (routes.tsx); category and search links are listings, checked apart. */
const ROUTED = new Set(['home', 'product', 'cart', 'account', 'checkout', 'orderConfirmation']);
/** Keys whose values are site links in content answers (SEO canonicals and media are not links). */
const LINK_KEYS = new Set(['url', 'href']);

function linksIn(value: unknown, found: Set<string>, key?: string): Set<string> {
  if (typeof value === 'string') {
    if (key && LINK_KEYS.has(key) && value.startsWith('/')) found.add(value);
    for (const m of value.matchAll(/href="(\/[^"]*)"/g)) if (m[1]) found.add(m[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found, key);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) linksIn(v, found, k);
  }
  return found;
}

const commerceFor = (locale: SupportedLocale) =>
  testCommerce(sim, { site: () => ({ ...TEST_SITE, locale, region: SITES[locale].region }) });

/** The menu, the footer, the home page and the content pages their links name (one level down). */
async function siteLinks(locale: SupportedLocale): Promise<Set<string>> {
  const { content } = commerceFor(locale);
  const site = { brand: BRAND, locale };
  const links = new Set<string>();
  for (const answer of [
    await content.getMenu(site),
    await content.getFooter(site),
    await content.getPage(site, 'home'),
  ]) {
    linksIn(answer, links);
  }
  for (const link of [...links]) {
    const slug = contentSlugOf(link);
    if (slug) linksIn(await content.getPage(site, slug).catch(() => undefined), links);
  }
  return links;
}

/** The content page slug a link names (its last path segment), for paths no route takes. */
function contentSlugOf(link: string): string | undefined {
  const path = link.split(/[?#]/)[0] ?? '';
  const type = recognisePage(path).type;
  if (type !== 'other') return undefined;
  return path.split('/').filter(Boolean).at(-1);
}

async function productsOf(locale: SupportedLocale, listing: LinkedListing): Promise<number> {
  const { state, categoryId } = listing;
  const answer = await commerceFor(locale).catalogue.searchProducts({
    ...(categoryId ? { categoryId } : {}),
    ...(state.q ? { q: state.q } : {}),
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    pageSize: 24,
  });
  return answer.pagination.total;
}

describe('seeded site links', { timeout: 60_000 }, () => {
  it.each(SUPPORTED_LOCALES)(
    '%s: each link stays in the locale, and each listing link lists products',
    async (locale) => {
      const links = await siteLinks(locale);
      expect(links.size).toBeGreaterThan(30);
      const problems: string[] = [];
      for (const link of links) {
        if (!link.startsWith(`/${locale}/`) && link !== `/${locale}`)
          problems.push(`${link}: leaves ${locale}`);
        const page = recognisePage(link.split(/[?#]/)[0] ?? '');
        if (page.type === 'category' || page.type === 'search') {
          const listing = listingOfLink(link);
          if (!listing) problems.push(`${link}: opens an empty search page`);
          else if ((await productsOf(locale, listing)) === 0) problems.push(`${link}: lists no product`);
          for (const param of unreadParams(link)) problems.push(`${link}: ${param} is not read`);
        } else if (page.type === 'product') {
          await commerceFor(locale)
            .catalogue.getProductDetails(page.productId)
            .catch(() => problems.push(`${link}: unknown product`));
        } else if (!ROUTED.has(page.type) && !contentSlugOf(link)) {
          problems.push(`${link}: no storefront page`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('the menus name every department sale, new arrivals and best sellers listing, and Shop all Sale', async () => {
    const links = await siteLinks('en-us');
    for (const dept of ['men-1000', 'women-2000', 'footwear-3000', 'equipment-4000', 'accessories-5000']) {
      expect(links).toContain(`/en-us/c/${dept}?filters=sale:true`);
      expect(links).toContain(`/en-us/c/${dept}?sort=newest`);
      expect(links).toContain(`/en-us/c/${dept}?sort=bestMatches`);
    }
    expect(links).toContain('/en-us/search?filters=sale:true');
    const sale = listingOfLink('/en-us/c/men-1000?filters=sale:true');
    const men = listingOfLink('/en-us/c/men-1000');
    if (!sale || !men) throw new Error('not listings');
    expect(sale.state.filters).toEqual({ sale: ['true'] });
    const [onSale, all] = [await productsOf('en-us', sale), await productsOf('en-us', men)];
    expect(onSale).toBeGreaterThan(0);
    expect(onSale).toBeLessThan(all);
  });
});

/** Query parameters of a listing link the listing pages do not read (they would silently drop them). */
function unreadParams(link: string): string[] {
  const params = new URL(link, 'http://storefront.local').searchParams;
  return [...params].flatMap(([key, value]) => {
    const alone = parseListingQuery(new URLSearchParams([[key, value]]));
    const read =
      key === 'sort'
        ? alone.sort !== DEFAULT_SORT || value === DEFAULT_SORT
        : key === 'q' || key === 'page' || Object.keys(alone.filters).length > 0;
    return read ? [] : [`${key}=${value}`];
  });
}
