import '../../api/content-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import { type ContentSite, contentSiteParams } from '../content-site';
import type { Commerce } from '../create-commerce';

export type CategoryContent = ResponseBodyOf<'getCategoryContent'>;
export type ProductContent = ResponseBodyOf<'getProductContent'>;
export type ContentShowcase = ResponseBodyOf<'getContentShowcase'>;

/** What the preview tool lists: one doc type, optionally one layout variant, a page of `limit` items. */
export interface ShowcaseRequest {
  readonly docType: string;
  readonly layoutVariant?: string;
  readonly limit: ContentShowcase['limit'];
}

/**
 * The content of the category and product pages (their espots) and the showcase preview tool: the calls of
 * spec 001 section 7 only those pages make. Content calls go to the content service: no site headers, no token.
 */
export function contentEspotsCommerce(deps: CommerceDeps) {
  const { client } = deps;
  return {
    /** A category listing's content (category/{siteId}/{categoryId}). */
    getCategoryContent: (site: ContentSite, categoryId: string): Promise<CategoryContent> => {
      const { params, ...rest } = contentSiteParams(site);
      return client.call('getCategoryContent', { ...rest, params: { ...params, categoryId } });
    },

    /** A product page's content (product/{siteId}/{productId}). */
    getProductContent: (site: ContentSite, productId: string): Promise<ProductContent> => {
      const { params, ...rest } = contentSiteParams(site);
      return client.call('getProductContent', { ...rest, params: { ...params, productId } });
    },

    /** The preview tool's items of one doc type (showcase/{siteId}/{docType}). */
    getShowcase: (site: ContentSite, request: ShowcaseRequest): Promise<ContentShowcase> => {
      const { params, query, ...rest } = contentSiteParams(site);
      return client.call('getContentShowcase', {
        ...rest,
        params: { ...params, docType: request.docType },
        query: {
          ...query,
          limit: request.limit,
          ...(request.layoutVariant ? { layoutVariant: request.layoutVariant } : {}),
        },
      });
    },
  };
}

export type ContentEspotsCommerce = ReturnType<typeof contentEspotsCommerce>;

/** The espot and showcase area of the adapter the UI holds: `contentEspotsCommerceOf(useCommerce())`. */
export const contentEspotsCommerceOf = (commerce: Pick<Commerce, 'deps'>): ContentEspotsCommerce =>
  contentEspotsCommerce(commerce.deps);
