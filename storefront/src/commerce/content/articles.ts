import '../../api/content-operations';
import type { ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import { type ContentSite, contentSiteParams } from '../content-site';
import type { Commerce } from '../create-commerce';

export type ArticleSearchAnswer = ResponseBodyOf<'searchContent'>;

/** One page of the article search (spec 001 section 7): tags narrow it (an article carries every one). */
export interface ArticleSearch {
  readonly limit: number;
  readonly offset: number;
  readonly tagIds: readonly string[];
}

/** The article search behind the article grid (search/{siteId}/article). */
export function articlesCommerce(deps: CommerceDeps) {
  const { client } = deps;
  return {
    searchArticles: (site: ContentSite, search: ArticleSearch): Promise<ArticleSearchAnswer> => {
      const { params, query, ...rest } = contentSiteParams(site);
      return client.call('searchContent', {
        ...rest,
        params: { ...params, searchType: 'article' },
        query: {
          ...query,
          limit: search.limit,
          offset: search.offset,
          ...(search.tagIds.length > 0 ? { tagId: [...search.tagIds] } : {}),
        },
      });
    },
  };
}

export type ArticlesCommerce = ReturnType<typeof articlesCommerce>;

/** The articles area of the adapter the UI holds: `articlesCommerceOf(useCommerce())`. */
export const articlesCommerceOf = (commerce: Pick<Commerce, 'deps'>): ArticlesCommerce =>
  articlesCommerce(commerce.deps);
