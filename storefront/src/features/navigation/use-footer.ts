import { useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { contentSiteKey, useContentSite } from '../content-blocks/use-content-site';

/** The site footer from the content API. */
export function useFooter() {
  const commerce = useCommerce();
  const site = useContentSite();
  return useQuery({
    queryKey: ['content', 'footer', ...contentSiteKey(site)],
    queryFn: () => commerce.content.getFooter(site),
    staleTime: 10 * 60_000,
  });
}
