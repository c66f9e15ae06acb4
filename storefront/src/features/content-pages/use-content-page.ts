import { useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { contentPagesCommerceOf } from '../../commerce/content/pages';
import { contentSiteKey, useContentSite } from '../content-blocks/use-content-site';
import { isMissingPage } from './missing-page';

const pageKey = (slug: string, site: ReturnType<typeof useContentSite>) =>
  ['content', 'content-page', slug, ...contentSiteKey(site)] as const;

/** A content page by slug (page/{siteId}/{page}); a missing page is not retried. */
export function useContentPage(slug: string) {
  const pages = contentPagesCommerceOf(useCommerce());
  const site = useContentSite();
  return useQuery({
    queryKey: pageKey(slug, site),
    queryFn: () => pages.getPage(site, slug),
    retry: (count, error) => !isMissingPage(error) && count < 2,
  });
}

/**
 * The titles of the pages above a page (for its breadcrumbs), in order; a segment that is no page of its
 * own is undefined. One query (useQueries would add ~1 kB to the framework chunk every page loads).
 */
export function useAncestorTitles(slugs: readonly string[]) {
  const pages = contentPagesCommerceOf(useCommerce());
  const site = useContentSite();
  return useQuery({
    queryKey: ['content', 'content-ancestors', ...slugs, ...contentSiteKey(site)],
    queryFn: async () => {
      const found = await Promise.allSettled(slugs.map((slug) => pages.getPage(site, slug)));
      return found.map((page) => (page.status === 'fulfilled' ? page.value.title : undefined));
    },
    enabled: slugs.length > 0,
    retry: false,
  });
}

/** The pages under a page (children/{siteId}/{slug}). */
export function useChildPages(slug: string, enabled: boolean) {
  const pages = contentPagesCommerceOf(useCommerce());
  const site = useContentSite();
  return useQuery({
    queryKey: ['content', 'child-pages', slug, ...contentSiteKey(site)],
    queryFn: () => pages.listChildPages(site, slug),
    enabled,
    retry: false,
  });
}
