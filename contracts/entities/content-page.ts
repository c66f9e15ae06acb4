import { isoDateTime, productId } from '../common/ids';
import { locale } from '../common/locale';
import { z } from '../zod';
import { contentBlock } from './content-blocks';
import { article, facet } from './content-blocks-articles';
import { popUpBlock } from './content-blocks-dialog';
import { menuItem } from './content-blocks-menu';
import { contentId, contentPicture, contentUrl, ctaTarget, siteId } from './content-media';

/** The 16 named pages served by augmentedpage/{siteId}/{page} (spec 001 section 7). */
export const NAMED_CONTENT_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;

/** Content areas (espots) of spec 001 section 2: the named pages plus category, generic and product. */
export const CONTENT_AREAS = [...NAMED_CONTENT_PAGES, 'category', 'generic', 'product'] as const;
export const contentArea = z.enum(CONTENT_AREAS).openapi('ContentArea');

export const pageSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Page slug must be lower-case words joined by dashes')
  .max(128)
  .openapi({ example: 'spring-trail-guide' });

/** Category id as category URLs carry it: 4 to 10 digits, or c and 4 to 6 digits. */
export const contentCategoryId = z
  .string()
  .regex(/^(?:\d{4,10}|c\d{4,6})$/, 'Category id must be 4 to 10 digits, or c and 4 to 6 digits')
  .openapi({ example: '211001' });

const blockList = z.array(contentBlock).max(200);

/**
 * A content page. A page whose meta description says it is not available is treated by the storefront
 * as an error page.
 */
export const contentPage = z
  .object({
    id: contentId,
    siteId,
    slug: pageSlug,
    locale,
    title: z.string().min(1).max(300),
    area: contentArea.default('generic'),
    meta: z.object({
      title: z.string().max(300).optional(),
      description: z.string().max(1000),
      keywords: z.array(z.string().max(100)).max(50).optional(),
      canonicalUrl: contentUrl.optional(),
      robots: z.string().max(100).optional().openapi({ example: 'index,follow' }),
      image: contentPicture.optional(),
    }),
    espots: z
      .array(z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/), components: blockList }))
      .max(50)
      .default([])
      .openapi({ description: 'Named content areas (espots) of the page, e.g. cart-top.' }),
    components: blockList,
    updatedAt: isoDateTime.optional(),
  })
  .openapi('ContentPage');

// Spread, not .extend(): an extended registered schema becomes allOf [ContentPage, {...}] in the OpenAPI
// document, and a validator closing ContentPage (additionalProperties: false) refuses the extra id.
export const categoryContentPage = z
  .object({ ...contentPage.shape, categoryId: contentCategoryId })
  .openapi('ContentCategoryPage');
export const productContentPage = z.object({ ...contentPage.shape, productId }).openapi('ContentProductPage');

export const contentFooter = z
  .object({
    id: contentId,
    siteId,
    locale,
    columns: z
      .array(
        z.object({ id: contentId, title: z.string().min(1).max(120), links: z.array(ctaTarget).max(30) }),
      )
      .max(10),
    socialLinks: z
      .array(z.object({ platform: z.string().min(1).max(40), url: contentUrl, label: z.string().max(120) }))
      .max(20)
      .default([]),
    legalLinks: z.array(ctaTarget).max(20).default([]),
    copyright: z.string().max(300).optional(),
    components: blockList
      .default([])
      .openapi({ description: 'Blocks such as the newsletter sign-up dialog.' }),
  })
  .openapi('ContentFooter');

export const contentMenu = z
  .object({ id: contentId, siteId, locale, items: z.array(menuItem).max(20) })
  .openapi('ContentMenu');

export const contentFragment = z
  .object({
    id: contentId,
    name: z.string().min(1).max(200),
    locale: locale.optional(),
    components: blockList,
  })
  .openapi('ContentFragment');

export const contentPopUps = z.object({ popups: z.array(popUpBlock).max(20) }).openapi('ContentPopUps');

export const showcaseItem = z.object({
  id: contentId,
  name: z.string().min(1).max(200),
  docType: z.string().min(1).max(64),
  layoutVariant: z.string().max(64).optional(),
  content: contentBlock
    .optional()
    .openapi({ description: 'The item as a block, for the showcase to render.' }),
});

/** Showcase (preview tool) listing: items shown as 'id | name', or 'No results.' when empty. */
export const contentShowcase = z
  .object({
    docType: z.string().min(1).max(64),
    layoutVariant: z.string().max(64).optional(),
    limit: z.union([z.literal(10), z.literal(20), z.literal(50)]),
    offset: z.number().int().min(0),
    total: z.number().int().min(0),
    items: z.array(showcaseItem).max(50),
  })
  .openapi('ContentShowcase');

export const contentChildPages = z
  .object({
    parentPageSlug: pageSlug,
    pages: z
      .array(
        z.object({
          id: contentId,
          slug: pageSlug,
          title: z.string().min(1).max(300),
          url: contentUrl,
          picture: contentPicture.optional(),
          updatedAt: isoDateTime.optional(),
        }),
      )
      .max(200),
  })
  .openapi('ContentChildPages');

/** Article (and page) search result (spec 001 section 7, "Article search"). */
export const articleSearchResult = z
  .object({
    result: z.array(article).max(100),
    facets: z.array(facet).max(200),
    numFound: z.number().int().min(0),
  })
  .openapi('ContentArticleSearchResult');

export type ContentArea = z.infer<typeof contentArea>;
export type ContentPage = z.infer<typeof contentPage>;
export type CategoryContentPage = z.infer<typeof categoryContentPage>;
export type ProductContentPage = z.infer<typeof productContentPage>;
export type ContentFooter = z.infer<typeof contentFooter>;
export type ContentMenu = z.infer<typeof contentMenu>;
export type ContentFragment = z.infer<typeof contentFragment>;
export type ContentPopUps = z.infer<typeof contentPopUps>;
export type ContentShowcase = z.infer<typeof contentShowcase>;
export type ContentChildPages = z.infer<typeof contentChildPages>;
export type ArticleSearchResult = z.infer<typeof articleSearchResult>;
