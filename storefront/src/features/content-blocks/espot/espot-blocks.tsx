import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCommerce } from '../../../commerce/commerce-context';
import { BlockList } from '../block-renderer';
import { contentSiteKey, useContentSite } from '../use-content-site';
import type { EspotProps } from './espot';
import styles from './espot.module.css';

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
  if (!page.data) return null;
  const blocks = [...page.data.components, ...page.data.espots.flatMap((espot) => espot.components)];
  if (!blocks.length) return null;
  return (
    <div className={styles.espot}>
      <BlockList blocks={blocks} page={{ type: pageType, url: pathname }} />
    </div>
  );
}
