import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { recognisePage } from '../../../../../contracts/common/page-urls';
import { useCommerce } from '../../../commerce/commerce-context';
import { productDetailsKey } from '../../../commerce/product';
import type { BlockPage } from '../block-props';
import { logMediaProblem } from './media-log';

/**
 * The product tag of a photo gallery: on a product page, the product's master id from the product details
 * lookup (the answer the product page already holds); elsewhere, or when the lookup fails (logged only),
 * empty. `settled` is false while the lookup is pending.
 */
export function useGalleryProductTag(page: BlockPage): { tag: string; settled: boolean } {
  const { product } = useCommerce();
  const recognised = recognisePage(page.url);
  const productId = recognised.type === 'product' ? recognised.productId : undefined;
  const query = useQuery({
    queryKey: productDetailsKey(productId ?? '', undefined),
    queryFn: () => product.getProductDetails(productId ?? ''),
    enabled: productId !== undefined,
  });
  useEffect(() => {
    if (query.error) logMediaProblem(`photo gallery: product lookup failed for ${productId}`, query.error);
  }, [query.error, productId]);
  if (productId === undefined) return { tag: '', settled: true };
  return { tag: query.data?.masterId ?? '', settled: !query.isPending };
}
