import { useEffect, useRef } from 'react';
import { useCommerce } from '../../commerce/commerce-context';
import type { RecommendedProduct } from '../../commerce/content';
import { recommendationImpressionsCommerceOf } from '../../commerce/content/recommendation-impressions';
import { useContentSite } from './use-content-site';

/**
 * Records once which personalised recommendations the carousel showed (they load only near the viewport).
 * Only with targeting consent, like the decision itself; a failed record is logged, never shown.
 */
export function useRecommendationImpressions(
  products: readonly RecommendedProduct[] | undefined,
  enabled: boolean,
) {
  const commerce = useCommerce();
  const site = useContentSite();
  const recorded = useRef(false);
  useEffect(() => {
    if (!enabled || recorded.current || !products || products.length === 0) return;
    recorded.current = true;
    recommendationImpressionsCommerceOf(commerce)
      .recordImpressions(
        site,
        products.map((p) => p.recToken),
      )
      .catch((error: unknown) => console.warn('[storefront] recommendation impressions not recorded', error));
  }, [commerce, site, products, enabled]);
}
