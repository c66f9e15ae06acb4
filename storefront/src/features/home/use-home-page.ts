import { useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { HOME_PAGE_SLUG } from '../../commerce/content';
import { contentSiteKey, useContentSite } from '../content-blocks/use-content-site';

/** The home page's content (blocks in order, meta) from the content API. */
export function useHomePage() {
  const commerce = useCommerce();
  const site = useContentSite();
  return useQuery({
    queryKey: ['content', 'page', HOME_PAGE_SLUG, ...contentSiteKey(site)],
    queryFn: () => commerce.content.getPage(site, HOME_PAGE_SLUG),
  });
}
