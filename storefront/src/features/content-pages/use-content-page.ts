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

/** A page above this one: its title and its address as the content API writes it. */
export interface AncestorPage {
  readonly title: string;
  readonly href: string;
}

/**
 * The pages above a page, for its breadcrumbs: the first segment's page, then each next segment among the
 * pages listed under the previous one, by slug or by the parent's slug and the segment (/help/returns:
 * help-returns under help). Walking the tree down asks only for pages that exist: a segment that is no
 * page ends the trail without a 404. One query (useQueries would add ~1 kB to the framework chunk).
 */
export function useAncestorPages(segments: readonly string[]) {
  const pages = contentPagesCommerceOf(useCommerce());
  const site = useContentSite();
  return useQuery({
    queryKey: ['content', 'content-ancestors', ...segments, ...contentSiteKey(site)],
    queryFn: async (): Promise<AncestorPage[]> => {
      const [first, ...rest] = segments;
      if (!first) return [];
      const top = await pages.getPage(site, first);
      const found: AncestorPage[] = [{ title: top.title, href: `/${site.locale}/${first}` }];
      let parent = first;
      for (const segment of rest) {
        const { pages: children } = await pages.listChildPages(site, parent);
        const child = children.find((c) => c.slug === segment || c.slug === `${parent}-${segment}`);
        if (!child) break;
        found.push({ title: child.title, href: child.url });
        parent = child.slug;
      }
      return found;
    },
    enabled: segments.length > 0,
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
