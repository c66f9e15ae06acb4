import { SHOWCASE_DEFAULT_LIMIT, SHOWCASE_LIMITS } from '../common/content-constants';
import { contentHeaders } from '../common/headers';
import { productId } from '../common/ids';
import { locale } from '../common/locale';
import { siteId } from '../entities/content-media';
import {
  articleSearchResult,
  categoryContentPage,
  contentCategoryId,
  contentChildPages,
  contentFooter,
  contentFragment,
  contentMenu,
  contentPage,
  contentPopUps,
  contentShowcase,
  NAMED_CONTENT_PAGES,
  pageSlug,
  productContentPage,
} from '../entities/content-page';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

export { NAMED_CONTENT_PAGES, SHOWCASE_LIMITS };

const mode = z
  .enum(['publish', 'preview'])
  .openapi({ description: 'publish serves live content; preview drafts.' });
const site = z.object({ mode, siteId });
const localeQuery = z.object({
  locale: locale.optional().openapi({ description: 'Content locale; the site default when absent.' }),
});
const docType = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'Doc type is required');
const tagId = z.string().min(1).max(128);

const LOCALE_NOTE = 'The locale travels as an optional `locale` query (the site default when absent).';
const PAGE_ERRORS = ['API400', 'API404', 'GEN500'] as const;

export const contentOperations = defineOperations('content', {
  getAugmentedPage: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/augmentedpage/{siteId}/{page}',
    summary: 'Content page with its references resolved (any slug, including the 16 named pages)',
    description: `Named pages: ${NAMED_CONTENT_PAGES.join(', ')}.`,
    request: { params: site.extend({ page: pageSlug }), query: localeQuery, headers: contentHeaders },
    response: { status: 200, description: 'The page.', body: contentPage },
    errorIds: PAGE_ERRORS,
    notShown: `Page body not shown: id, siteId, slug, locale, title, area, meta, espots and components. ${LOCALE_NOTE}`,
  },
  getCategoryContent: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/category/{siteId}/{categoryId}',
    summary: 'Content of a category listing page',
    request: {
      params: site.extend({ categoryId: contentCategoryId }),
      query: localeQuery,
      headers: contentHeaders,
    },
    response: { status: 200, description: 'The category content page.', body: categoryContentPage },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: a content page plus its categoryId. ${LOCALE_NOTE}`,
  },
  searchContent: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/search/{siteId}/{searchType}',
    summary: 'Search content; searchType article feeds the article grid',
    request: {
      params: site.extend({ searchType: z.enum(['article', 'page']) }),
      query: localeQuery.extend({
        q: z.string().max(200).optional(),
        limit: z.coerce.number().int().min(1).max(100).default(12),
        offset: z.coerce.number().int().min(0).default(0),
        tagId: z
          .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(tagId).max(20))
          .optional()
          .openapi({ description: 'Repeatable (?tagId=a&tagId=b); results carry every given tag.' }),
        sort: z.enum(['newest', 'relevance']).default('newest'),
      }),
      headers: contentHeaders,
    },
    response: {
      status: 200,
      description: 'Matching articles, tag facets and the total.',
      body: articleSearchResult,
    },
    errorIds: ['API400', 'API404', 'GEN500'],
    notShown:
      'Filters beyond limit, offset and tagId are not shown: we add q (text) and sort (newest|relevance); page ' +
      `search answers the same teaser shape as articles. limit defaults to 12. ${LOCALE_NOTE}`,
  },
  getContentFooter: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/footer/{siteId}',
    summary: 'Site footer',
    request: { params: site, query: localeQuery, headers: contentHeaders },
    response: { status: 200, description: 'The footer.', body: contentFooter },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: link columns, social and legal links, copyright and blocks. ${LOCALE_NOTE}`,
  },
  getContentFragment: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/fragment/{fragmentId}',
    summary: 'A reusable content fragment',
    request: {
      params: z.object({ mode, fragmentId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/) }),
      query: localeQuery,
      headers: contentHeaders,
    },
    response: { status: 200, description: 'The fragment.', body: contentFragment },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: id, name, locale and components. An unknown fragment answers API404. ${LOCALE_NOTE}`,
  },
  getContentMenu: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/menu/{siteId}',
    summary: 'Site navigation menu (three levels)',
    request: { params: site, query: localeQuery, headers: contentHeaders },
    response: { status: 200, description: 'The menu.', body: contentMenu },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: a list of menu items (spec 001 section 3) nested by children. ${LOCALE_NOTE}`,
  },
  getContentPage: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/page/{siteId}/{page}',
    summary: 'Content page by slug, references unresolved',
    request: { params: site.extend({ page: pageSlug }), query: localeQuery, headers: contentHeaders },
    response: { status: 200, description: 'The page.', body: contentPage },
    errorIds: PAGE_ERRORS,
    notShown: `Same body as the augmented page. ${LOCALE_NOTE}`,
  },
  listContentChildPages: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/children/{siteId}/{parentPageSlug}',
    summary: 'Child pages of a parent page',
    request: {
      params: site.extend({ parentPageSlug: pageSlug }),
      query: localeQuery,
      headers: contentHeaders,
    },
    response: { status: 200, description: 'The child pages (empty when none).', body: contentChildPages },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: parentPageSlug and pages (id, slug, title, url, picture). ${LOCALE_NOTE}`,
  },
  listContentPopUps: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/popups/{siteId}',
    summary: 'Pop-ups of a site, in display order',
    request: { params: site, query: localeQuery, headers: contentHeaders },
    response: { status: 200, description: 'The pop-ups (empty when none).', body: contentPopUps },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: { popups: [pop-up content] }. ${LOCALE_NOTE}`,
  },
  getProductContent: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/product/{siteId}/{productId}',
    summary: 'Content of a product page',
    request: { params: site.extend({ productId }), query: localeQuery, headers: contentHeaders },
    response: { status: 200, description: 'The product content page.', body: productContentPage },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: a content page plus its productId. ${LOCALE_NOTE}`,
  },
  getContentShowcase: {
    method: 'get',
    path: '/{mode}/caas/v1/canvas/showcase/{siteId}/{docType}',
    summary: 'Items of one doc type for the preview tool',
    request: {
      params: site.extend({ docType }),
      query: localeQuery.extend({
        layoutVariant: z.string().max(64).optional(),
        limit: z.coerce
          .number()
          .pipe(z.literal(SHOWCASE_LIMITS))
          .default(SHOWCASE_DEFAULT_LIMIT)
          .openapi({ enum: [...SHOWCASE_LIMITS] }),
        offset: z.coerce.number().int().min(0).default(0),
      }),
      headers: contentHeaders,
    },
    response: {
      status: 200,
      description: "Items (listed as 'id | name'); empty when none.",
      body: contentShowcase,
    },
    errorIds: PAGE_ERRORS,
    notShown: `Body not shown: docType, layoutVariant, limit, offset, total and items (id, name, block). ${LOCALE_NOTE}`,
  },
});
