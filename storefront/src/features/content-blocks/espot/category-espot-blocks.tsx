import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCommerce } from '../../../commerce/commerce-context';
import { contentEspotsCommerceOf } from '../../../commerce/content/espots';
import { contentSiteKey, useContentSite } from '../use-content-site';
import type { CategoryEspotProps } from './category-espot';
import { EspotArea } from './espot-area';

/** The category's content from the content API; nothing while loading or when it fails. */
export default function CategoryEspotBlocks({ categoryId }: CategoryEspotProps) {
  const espots = contentEspotsCommerceOf(useCommerce());
  const site = useContentSite();
  const { pathname } = useLocation();
  const content = useQuery({
    queryKey: ['content', 'category', categoryId, ...contentSiteKey(site)],
    queryFn: () => espots.getCategoryContent(site, categoryId),
    retry: false,
  });
  return <EspotArea name="category" content={content.data} page={{ type: 'category', url: pathname }} />;
}
