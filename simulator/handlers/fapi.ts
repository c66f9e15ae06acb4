import { operations } from '../../contracts/registry/operations';
import type { AreaHandlers } from '../core/handler-types';
import type { World } from '../core/world';
import { findPage, inLocale, siteForLocale } from '../domain/catalogue/content';
import { pdpUrl, plpUrl, productImages } from '../domain/catalogue/product-view';
import { failure } from '../domain/failure';
import { seedOf } from '../services/catalogue/world-catalogue';
import { recordCspReport } from '../services/telemetry/csp-reports';

/** The storefront locale of a fapi call: the query's, else the first site's default. */
function localeOf(
  world: World,
  locale: string | undefined,
): { locale: string; site: ReturnType<typeof siteForLocale> } {
  const site = siteForLocale(seedOf(world).content, locale);
  const wanted = locale?.toLowerCase();
  return { site, locale: wanted && site.locales.includes(wanted) ? wanted : site.defaultLocale };
}

/** Seeded links are written for en-us; other locales get their own prefix. */
const localized = (url: string, locale: string) => url.replace(/^\/en-us(?=\/|$)/, `/${locale}`);

/**
 * The storefront's own endpoints: performance beacons, CSP and contract-violation reports, server time
 * (fapiOperations) and the internal content components and pages (fapiContentOperations).
 */
export const fapiHandlers = {
  ingestPerformance: () => ({}),

  /** Kept per session, for tests to read at GET /__harness/csp-reports. */
  reportCspViolation: ({ body, world }) => {
    recordCspReport(world, body['csp-report']);
    return {};
  },

  /** Reports name an operation of the registry (API404 otherwise). */
  validateResponse: ({ params }) =>
    Object.hasOwn(operations, params.contract)
      ? { body: { received: true as const, contract: params.contract } }
      : failure('API404', `Unknown contract ${params.contract}.`),

  getServerTime: ({ world }) => ({ body: { timestamp: world.clock.now().toISOString() } }),

  /** Collections: the product sets (looks) and the departments, with their product counts. */
  getFapiCollections: ({ query, world }) => {
    const seed = seedOf(world);
    const { locale } = localeOf(world, query.locale);
    const online = seed.products.filter((p) => p.online);
    const looks = seed.productSets.map((set) => ({
      id: `collection-${set.id.toLowerCase()}`,
      title: set.name,
      url: pdpUrl(locale, set.slug, set.id),
      picture: { url: productImages(set.id, set.name)[0]?.url ?? '', alt: set.name },
      productCount: set.productIds.length,
    }));
    const departments = seed.categories
      .filter((c) => !c.parentId)
      .map((c) => ({
        id: `collection-${c.slug}`,
        title: c.name,
        url: plpUrl(locale, c),
        productCount: online.filter((p) => p.categoryIds.includes(c.id)).length,
      }));
    return { body: { collections: [...departments, ...looks] } };
  },

  getFapiFooter: ({ query, world }) => {
    const { site, locale } = localeOf(world, query.locale);
    return { body: inLocale(site.footer, locale, site.defaultLocale) };
  },

  getFapiFootSizes: ({ world }) => ({ body: seedOf(world).fapi.footSizes }),

  getFapiSearchComponent: ({ query, world }) => {
    const { locale } = localeOf(world, query.locale);
    const component = seedOf(world).fapi.searchComponent;
    return {
      body: {
        ...component,
        suggestedLinks: component.suggestedLinks.map((l) => ({ ...l, url: localized(l.url, locale) })),
      },
    };
  },

  getFapiSizeChart: ({ params, world }) => {
    const { sizeCharts } = seedOf(world).fapi;
    const chart = Object.hasOwn(sizeCharts, params.productType) ? sizeCharts[params.productType] : undefined;
    return chart ? { body: chart } : failure('API404', `No size chart for ${params.productType}.`);
  },

  getFapiUtilityNav: ({ query, world }) => {
    const { locale } = localeOf(world, query.locale);
    const links = seedOf(world).fapi.utilityNav.links.map((l) => ({ ...l, url: localized(l.url, locale) }));
    return { body: { links } };
  },

  getFapiLocationSelector: ({ world }) => ({ body: seedOf(world).fapi.locationSelector }),

  getFapiPage: ({ params, query, world }) => {
    const { site, locale } = localeOf(world, query.locale);
    const found = findPage(site, params.page, 'publish');
    return found
      ? { body: inLocale(found.page, locale, site.defaultLocale) }
      : failure('API404', `Unknown page ${params.page}.`);
  },
} satisfies AreaHandlers;
