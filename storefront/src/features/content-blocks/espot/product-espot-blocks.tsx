import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useCommerce } from '../../../commerce/commerce-context';
import { contentEspotsCommerceOf } from '../../../commerce/content/espots';
import { contentSiteKey, useContentSite } from '../use-content-site';
import { EspotArea } from './espot-area';
import type { ProductEspotProps } from './product-espot';

/** The product's content from the content API; nothing while loading or when it fails. */
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
