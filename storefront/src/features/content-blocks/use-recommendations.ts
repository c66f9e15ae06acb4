import { useQuery } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import type { RecommendationRequest } from '../../commerce/content';
import { useConsentAllows } from '../../consent/use-consent';
import type { BlockOfType, BlockPage } from './block-props';
import { contentSiteKey, useContentSite } from './use-content-site';

const DECISION_PAGE_TYPES = new Set(['home', 'product', 'category', 'cart', 'search']);

/**
 * The products of a recommendations block, fetched once the carousel nears the viewport. A personalised
 * block asks for a decision only with targeting consent (C0004; always outside EMEA and in preview, spec 001
 * section 6); the answer follows the consent, so accepting in the banner fills the carousel in place.
 */
export function useRecommendations(
  block: BlockOfType<'productRecommendations'>,
  page: BlockPage,
  enabled: boolean,
) {
  const commerce = useCommerce();
  const site = useContentSite();
  const targetingAllowed = useConsentAllows('C0004');
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
      targetingAllowed,
      ...contentSiteKey(site),
    ],
    queryFn: () =>
      commerce.content.getRecommendations({
        site,
        block,
        pageUrl: page.url,
        pageType,
        targetingAllowed,
      }),
    enabled,
  });
}
