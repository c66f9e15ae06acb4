import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCommerce } from '../../../commerce/commerce-context';
import { contentSiteKey, useContentSite } from '../use-content-site';
import type { EspotProps } from './espot';
import { EspotArea } from './espot-area';

/**
 * A page's content area from the content API: the named page's blocks, then its areas' blocks. Nothing
 * while loading, when the content API has no such page or fails, or when none of its blocks renders: the
 * page works without it.
 */
export default function EspotBlocks({ slug, pageType }: EspotProps) {
  const commerce = useCommerce();
  const site = useContentSite();
  const { pathname } = useLocation();
  const page = useQuery({
    queryKey: ['content', 'page', slug, ...contentSiteKey(site)],
    queryFn: () => commerce.content.getPage(site, slug),
    retry: false,
  });
  return <EspotArea name={slug} content={page.data} page={{ type: pageType, url: pathname }} />;
}
