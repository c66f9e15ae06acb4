import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCommerce } from '../../../commerce/commerce-context';
import { articlesCommerceOf } from '../../../commerce/content/articles';
import { contentSiteKey, useContentSite } from '../use-content-site';

/**
 * The article grid's search, page by page: each page is `pageSize` articles from where the last ended;
 * "load more" asks for the next while fewer than numFound are shown. A change of tags keeps the articles
 * (and the filter bar) shown until the new answer comes, so nothing jumps.
 */
export function useArticleSearch(tagIds: readonly string[], pageSize: number) {
  const commerce = useCommerce();
  const site = useContentSite();
  const articles = articlesCommerceOf(commerce);
  return useInfiniteQuery({
    queryKey: ['content', 'articles', ...contentSiteKey(site), pageSize, [...tagIds].sort()],
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) => articles.searchArticles(site, { limit: pageSize, offset: pageParam, tagIds }),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, page) => n + page.result.length, 0);
      return last.result.length > 0 && shown < last.numFound ? shown : undefined;
    },
  });
}
