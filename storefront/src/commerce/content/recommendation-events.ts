import type { MAX_RECOMMENDATION_IMPRESSIONS } from '../../../../contracts/entities/personalization';
import type { CommerceDeps } from '../commerce-deps';
import type { ContentSite } from '../content-site';
import type { Commerce } from '../create-commerce';
import { isSignedIn } from '../session-state';
import { visitorId } from '../visitor-id';

/** Impression events carry up to 24 recTokens (spec 001 section 7); typed so it cannot drift from the contract. */
const IMPRESSIONS_LIMIT: typeof MAX_RECOMMENDATION_IMPRESSIONS = 24;

/**
 * The decision engine's record of the recommendations a shopper was shown (RecImpressions events, up to
 * 24 recTokens each). decidePersonalization is a shell operation (the carousels' own call), so this module
 * needs no operation table of its own.
 */
export function recommendationImpressionsCommerce(deps: CommerceDeps) {
  const { client } = deps;
  return {
    async recordImpressions(site: ContentSite, recTokens: readonly string[]): Promise<void> {
      if (recTokens.length === 0) return;
      const session = deps.session.get();
      await client.call('decidePersonalization', {
        params: { brand: site.brand },
        body: {
          monetateId: visitorId(deps.now()),
          channel: `web/${site.brand}/${site.locale}`,
          ...(isSignedIn(session) && session.consumerNo ? { customerId: session.consumerNo } : {}),
          events: [
            {
              eventType: 'monetate:record:RecImpressions',
              recImpressions: recTokens.slice(0, IMPRESSIONS_LIMIT),
            },
          ],
        },
      });
    },
  };
}

/** The impressions area of the adapter the UI holds: `recommendationImpressionsCommerceOf(useCommerce())`. */
export const recommendationImpressionsCommerceOf = (commerce: Pick<Commerce, 'deps'>) =>
  recommendationImpressionsCommerce(commerce.deps);
