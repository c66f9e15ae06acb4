import '../../api/content-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import { type ContentSite, contentSiteParams } from '../content-site';
import type { Commerce } from '../create-commerce';

export type ContentPageBody = ResponseBodyOf<'getContentPage'>;
export type ContentChildPages = ResponseBodyOf<'listContentChildPages'>;

/**
 * Content pages with their own address (generic pages, child pages, articles): the calls of spec 001
 * section 7 the shell does not carry. Content calls go to the content service: no site headers, no token.
 */
export function contentPagesCommerce(deps: CommerceDeps) {
  const { client } = deps;
  return {
    /** A content page by slug (page/{siteId}/{page}). */
    getPage: (site: ContentSite, slug: string): Promise<ContentPageBody> => {
      const { params, ...rest } = contentSiteParams(site);
      return client.call('getContentPage', { ...rest, params: { ...params, page: slug } });
    },
    /** The pages under a parent page (children/{siteId}/{parentPageSlug}); empty when none. */
    listChildPages: (site: ContentSite, parentSlug: string): Promise<ContentChildPages> => {
      const { params, ...rest } = contentSiteParams(site);
      return client.call('listContentChildPages', {
        ...rest,
        params: { ...params, parentPageSlug: parentSlug },
      });
    },
  };
}

export type ContentPagesCommerce = ReturnType<typeof contentPagesCommerce>;

/** The content pages area of the adapter the UI holds: `contentPagesCommerceOf(useCommerce())`. */
export const contentPagesCommerceOf = (commerce: Pick<Commerce, 'deps'>): ContentPagesCommerce =>
  contentPagesCommerce(commerce.deps);
