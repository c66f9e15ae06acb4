import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCommerce } from '../../../commerce/commerce-context';
import { contentEspotsCommerceOf } from '../../../commerce/content/espots';
import { contentSiteKey, useContentSite } from '../use-content-site';
import { EspotArea } from './espot-area';

export interface ProductEspotProps {
  readonly productId: string;
}

/**
 * A product page's content area (product/{siteId}/{productId}); nothing while loading or when it fails.
 * The product page loads it with its reviews, once the shopper scrolls near (product/deferred-reviews.tsx).
 */
export default function ProductEspotBlocks({ productId }: ProductEspotProps) {
  const espots = contentEspotsCommerceOf(useCommerce());
  const site = useContentSite();
  const { pathname } = useLocation();
  const content = useQuery({
    queryKey: ['content', 'product', productId, ...contentSiteKey(site)],
    queryFn: () => espots.getProductContent(site, productId),
    retry: false,
  });
  return <EspotArea name="product" content={content.data} page={{ type: 'product', url: pathname }} />;
}
