import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCommerce } from '../../../commerce/commerce-context';
import { BlockList } from '../../content-blocks/block-renderer';
import { contentSiteKey, useContentSite } from '../../content-blocks/use-content-site';

import type { AccountEspotSlug } from './account-espot';
import styles from './account-espot.module.css';

/**
 * An account page's content from the content API: the page's blocks, then its named areas' blocks. Nothing
 * while loading, when the content API has no such page or fails, or when none of its blocks renders: the
 * account works without it.
 */
export default function AccountEspotBlocks({ slug }: { readonly slug: AccountEspotSlug }) {
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
      <BlockList blocks={blocks} page={{ type: 'account', url: pathname }} />
    </div>
  );
}
