import type { menuItem } from '../../../contracts/entities/content-blocks-menu';
import type { contentFooter, contentMenu } from '../../../contracts/entities/content-page';
import type { SearchSort } from '../../../contracts/entities/product-search';
import type { z } from '../../../contracts/zod';
import { CATEGORIES } from './catalogue-taxonomy';
import type { CategorySeed } from './catalogue-types';
import { link, newsletterDialog } from './content-blocks-factory';
import type { SiteContext } from './content-types';

type MenuItemInput = z.input<typeof menuItem>;

export function categoryUrl(locale: string, category: Pick<CategorySeed, 'id' | 'slug'>): string {
  return `/${locale}/c/${category.slug}-${category.id}`;
}

const SALE_FILTER = 'sale:true';

/**
 * A department's listing in the productSearch terms (contracts/common/facet-filters.ts, SEARCH_SORTS), which
 * the storefront reads from a listing URL: the department sorted or filtered, never an empty search.
 */
function listingUrl(
  locale: string,
  category: Pick<CategorySeed, 'id' | 'slug'>,
  listing: { sort?: SearchSort; filters?: string },
): string {
  const query = new URLSearchParams({
    ...(listing.filters ? { filters: listing.filters } : {}),
    ...(listing.sort ? { sort: listing.sort } : {}),
  });
  // The filters syntax's : and | read better unescaped, and URLs allow them in a query.
  return `${categoryUrl(locale, category)}?${query.toString().replace(/%3A/g, ':').replace(/%7C/g, '|')}`;
}

/** Everything on sale, across departments: the search page lists the whole assortment for a filter. */
const saleUrl = (locale: string) => `/${locale}/search?filters=${SALE_FILTER}`;

/** New arrivals (newest first), best sellers (best matches without a term: by popularity) and sale. */
function featured(ctx: SiteContext, dept: CategorySeed): MenuItemInput {
  const l = ctx.locale;
  return {
    id: `menu-${dept.id}-featured`,
    title: 'Featured',
    menuStyle: 'featured',
    hideShopAll: true,
    children: [
      {
        id: `menu-${dept.id}-new`,
        title: 'New arrivals',
        target: { url: listingUrl(l, dept, { sort: 'newest' }) },
        menuIcon: 'sparkle',
      },
      {
        id: `menu-${dept.id}-best`,
        title: 'Best sellers',
        target: { url: listingUrl(l, dept, { sort: 'bestMatches' }) },
        menuIcon: 'star',
      },
      {
        id: `menu-${dept.id}-sale`,
        title: 'Sale',
        target: { url: listingUrl(l, dept, { filters: SALE_FILTER }) },
        menuIcon: 'tag',
      },
    ],
  };
}

/** Three-level menu: departments, a shop-by section of leaf categories and a featured section. */
export function buildMenu(ctx: SiteContext): z.input<typeof contentMenu> {
  const departments = CATEGORIES.filter((c) => !c.parentId);
  const items: MenuItemInput[] = departments.map((dept) => ({
    id: `menu-${dept.id}`,
    title: dept.name,
    target: { url: categoryUrl(ctx.locale, dept) },
    columns: 3,
    mediaObject: {
      url: `https://images.summitpeak.example/content/menu-${dept.slug}.jpg`,
      alt: dept.name,
      seoTitle: `Shop ${dept.name}`,
    },
    children: [
      {
        id: `menu-${dept.id}-shop`,
        title: `Shop ${dept.name}`,
        target: { url: categoryUrl(ctx.locale, dept) },
        overrideShopAll: `Shop all ${dept.name}`,
        children: CATEGORIES.filter((c) => c.parentId === dept.id).map((leaf) => ({
          id: `menu-${leaf.id}`,
          title: leaf.name,
          target: { url: categoryUrl(ctx.locale, leaf) },
        })),
      },
      featured(ctx, dept),
    ],
  }));
  items.push({
    id: 'menu-sale',
    title: 'Sale',
    menuStyle: 'highlight',
    target: { url: saleUrl(ctx.locale) },
    children: [
      {
        id: 'menu-sale-departments',
        title: 'Sale by department',
        hideShopAll: true,
        children: departments.map((d) => ({
          id: `menu-sale-${d.id}`,
          title: `${d.name} sale`,
          target: { url: listingUrl(ctx.locale, d, { filters: SALE_FILTER }) },
        })),
      },
    ],
  });
  return { id: `${ctx.siteId}-menu`, siteId: ctx.siteId, locale: ctx.locale, items };
}

export function buildFooter(ctx: SiteContext): z.input<typeof contentFooter> {
  const l = ctx.locale;
  return {
    id: `${ctx.siteId}-footer`,
    siteId: ctx.siteId,
    locale: l,
    columns: [
      {
        id: 'footer-help',
        title: 'Help',
        links: [
          link('Contact us', `/${l}/help/contact-us`),
          link('Warranty', `/${l}/help/warranty`),
          link('Returns', `/${l}/help/returns/how-to-return`),
          link('Shipping', `/${l}/help-shipping`),
          link('Order status', `/${l}/order-status`),
        ],
      },
      {
        id: 'footer-about',
        title: 'About',
        links: [
          link('About us', `/${l}/about-us`),
          link('Journal', `/${l}/journal`),
          link('West End', `/${l}/westend`),
        ],
      },
      {
        id: 'footer-shop',
        title: 'Shop',
        links: [
          link('Find a store', `/${l}/store-locator`),
          link('Gift cards', `/${l}/gift-card`),
          link('Basecamp rewards', `/${l}/basecamp`),
        ],
      },
    ],
    socialLinks: [
      { platform: 'instagram', url: 'https://instagram.example/summitpeak', label: 'Instagram' },
      { platform: 'youtube', url: 'https://youtube.example/summitpeak', label: 'YouTube' },
    ],
    legalLinks: [
      link('Privacy', `/${l}/privacy`),
      link('Terms of sale', `/${l}/sale-terms`),
      link('Brand terms', `/${l}/brand-terms`),
    ],
    copyright: '© 2026 SummitPeak. All rights reserved.',
    components: [newsletterDialog(`${ctx.siteId}-footer-newsletter`)],
  };
}
