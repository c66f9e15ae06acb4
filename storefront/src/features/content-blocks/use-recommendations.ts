import { useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import type { RecommendationRequest } from '../../commerce/content';
import { useSiteConfig } from '../../config/site-config-provider';
import type { BlockOfType, BlockPage } from './block-props';
import { contentSiteKey, useContentSite } from './use-content-site';

const DECISION_PAGE_TYPES = new Set(['home', 'product', 'category', 'cart', 'search']);

/**
 * The products of a recommendations block, fetched once the carousel nears the viewport. Targeting consent
 * counts as given outside EMEA (spec 001 section 6); EMEA sites need the consent banner, not built yet, so
 * they get no decision.
 */
export function useRecommendations(
  block: BlockOfType<'productRecommendations'>,
  page: BlockPage,
  enabled: boolean,
) {
  const commerce = useCommerce();
  const site = useContentSite();
  const { region } = useSiteConfig();
  const pageType = (
    DECISION_PAGE_TYPES.has(page.type) ? page.type : 'other'
  ) as RecommendationRequest['pageType'];
  return useQuery({
    queryKey: [
      'content',
      'recommendations',
      block.source,
      block.placementId,
      page.url,
      ...contentSiteKey(site),
    ],
    queryFn: () =>
      commerce.content.getRecommendations({
        site,
        block,
        pageUrl: page.url,
        pageType,
        targetingAllowed: region !== 'EMEA',
      }),
    enabled,
  });
}
