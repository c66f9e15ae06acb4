import { useCallback, useEffect, useRef } from 'react';
import { useCommerce } from '../../commerce/commerce-context';
import type { RecommendedProduct } from '../../commerce/content';
import { recommendationEventsCommerceOf } from '../../commerce/content/recommendation-events';
import { useContentSite } from './use-content-site';

const logFailure = (what: string) => (error: unknown) =>
  console.warn(`[storefront] recommendation ${what} not recorded`, error);

/**
 * Records once which personalised recommendations the carousel showed (they load only near the viewport),
 * and answers the callback that records the one chosen. Only when `enabled` (a personalised carousel, with
 * targeting consent, like the decision itself); a failed record is logged, never shown.
 */
export function useRecommendationEvents(
  products: readonly RecommendedProduct[] | undefined,
  enabled: boolean,
) {
  const commerce = useCommerce();
  const site = useContentSite();
  const recorded = useRef(false);
  useEffect(() => {
    if (!enabled || recorded.current || !products || products.length === 0) return;
    recorded.current = true;
    recommendationEventsCommerceOf(commerce)
      .recordImpressions(
        site,
        products.map((p) => p.recToken),
      )
      .catch(logFailure('impressions'));
  }, [commerce, site, products, enabled]);
  return useCallback(
    (product: RecommendedProduct) => {
      if (!enabled) return;
      recommendationEventsCommerceOf(commerce).recordClick(site, product.recToken).catch(logFailure('click'));
    },
    [commerce, site, enabled],
  );
}
