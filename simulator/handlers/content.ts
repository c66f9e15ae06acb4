import { HEADER } from '../../contracts/common/headers';
import type { AreaHandlers } from '../core/handler-types';
import type { World } from '../core/world';
import { resolveProductId } from '../domain/catalogue/catalogue-index';
import {
  type ContentMode,
  categoryContent,
  childPages,
  findPage,
  findSite,
  inLocale,
  plainCategoryId,
  productContent,
  searchContent,
  servedIn,
  servedLocale,
  showcase,
} from '../domain/catalogue/content';
import { inLanguage } from '../domain/catalogue/content-language';
import { failure } from '../domain/failure';
import { productNameIn } from '../services/catalogue/shopper-catalogue';
import { indexOf, seedOf } from '../services/catalogue/world-catalogue';
import { withTestContent } from '../services/content/content-pages';

/** The site and the locale to serve; unknown site API404. */
function site(world: World, siteId: string, locale: string | undefined) {
  const found = findSite(seedOf(world).content, siteId);
  return found ? { site: found, locale: servedLocale(found, locale) } : undefined;
}

const noSite = (siteId: string) => failure('API404', `Unknown content site ${siteId}.`);

interface PageRequest {
  readonly params: { mode: ContentMode; siteId: string; page: string };
  readonly query: { locale?: string | undefined };
  readonly headers: { [HEADER.previewDate]?: string | undefined };
}

function page(world: World, { params, query, headers }: PageRequest) {
  const s = site(world, params.siteId, query.locale);
  if (!s) return noSite(params.siteId);
  const found = findPage(s.site, params.page, params.mode, headers[HEADER.previewDate]);
  if (!found) return failure('API404', `Unknown page ${params.page}.`);
  // A test's own blocks (POST /__harness/content-pages/...) are served as given, untranslated.
  return {
    body: withTestContent(world, params.siteId, inLocale(found.page, s.locale, s.site.defaultLocale)),
  };
}

/**
 * Content (CaaS) calls. Pages are stored resolved, so the augmented and the plain page call answer the
 * same page; drafts are served in preview mode only, and a dated preview (the preview date header) sees a
 * scheduled draft only from its publication date; an unknown site, page, fragment, category or product
 * answers API404; a locale the site does not serve falls back to the site default. French locales get the
 * French wording (domain/catalogue/content-language.ts); article search stays as written (its tag facets
 * are ids).
 */
export const contentHandlers = {
  getAugmentedPage: ({ world, ...request }) => page(world, request),
  getContentPage: ({ world, ...request }) => page(world, request),

  getCategoryContent: ({ params, query, world }) => {
    const s = site(world, params.siteId, query.locale);
    if (!s) return noSite(params.siteId);
    const categories = seedOf(world).categories;
    const category = indexOf(world).categoryById.get(plainCategoryId(params.categoryId));
    if (!category) return failure('API404', `Unknown category ${params.categoryId}.`);
    const children = categories.filter((c) => c.parentId === category.id);
    return {
      body: inLanguage(categoryContent(s.site, category, children, s.locale, params.categoryId), s.locale),
    };
  },

  getProductContent: ({ params, query, world }) => {
    const s = site(world, params.siteId, query.locale);
    if (!s) return noSite(params.siteId);
    const found = resolveProductId(indexOf(world), params.productId);
    if (!found?.product.online) return failure('API404', `Unknown product ${params.productId}.`);
    return {
      body: inLanguage(
        productContent(s.site, params.productId, productNameIn(found.product, s.locale), s.locale),
        s.locale,
      ),
    };
  },

  searchContent: ({ params, query, world }) => {
    const s = site(world, params.siteId, query.locale);
    if (!s) return noSite(params.siteId);
    return { body: searchContent(s.site, params.searchType, query, s.locale) };
  },

  getContentFooter: ({ params, query, world }) => {
    const s = site(world, params.siteId, query.locale);
    return s ? { body: inLocale(s.site.footer, s.locale, s.site.defaultLocale) } : noSite(params.siteId);
  },

  getContentMenu: ({ params, query, world }) => {
    const s = site(world, params.siteId, query.locale);
    return s ? { body: inLocale(s.site.menu, s.locale, s.site.defaultLocale) } : noSite(params.siteId);
  },

  getContentFragment: ({ params, query, world }) => {
    const { fragments } = seedOf(world).content;
    const fragment = Object.hasOwn(fragments, params.fragmentId) ? fragments[params.fragmentId] : undefined;
    if (!fragment) return failure('API404', `Unknown fragment ${params.fragmentId}.`);
    return { body: query.locale ? inLocale(fragment, query.locale.toLowerCase()) : fragment };
  },

  listContentChildPages: ({ params, query, headers, world }) => {
    const s = site(world, params.siteId, query.locale);
    if (!s) return noSite(params.siteId);
    const previewDate = headers[HEADER.previewDate];
    if (!findPage(s.site, params.parentPageSlug, params.mode, previewDate)) {
      return failure('API404', `Unknown page ${params.parentPageSlug}.`);
    }
    const children = childPages(s.site, params.parentPageSlug, params.mode, s.locale, previewDate);
    return { body: inLanguage(children, s.locale) };
  },

  listContentPopUps: ({ params, query, world }) => {
    const s = site(world, params.siteId, query.locale);
    return s
      ? { body: { popups: servedIn([...s.site.popups], s.site.defaultLocale, s.locale) } }
      : noSite(params.siteId);
  },

  getContentShowcase: ({ params, query, world }) => {
    const s = site(world, params.siteId, query.locale);
    return s
      ? { body: servedIn(showcase(s.site, params.docType, query), s.site.defaultLocale, s.locale) }
      : noSite(params.siteId);
  },
} satisfies AreaHandlers;
