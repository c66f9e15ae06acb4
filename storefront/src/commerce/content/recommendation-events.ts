import type { MAX_RECOMMENDATION_IMPRESSIONS } from '../../../../contracts/entities/personalization';
import type { RequestBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { ContentSite } from '../content-site';
import type { Commerce } from '../create-commerce';
import { isSignedIn } from '../session-state';
import { visitorId } from '../visitor-id';

/** Impression events carry up to 24 recTokens (spec 001 section 7); typed so it cannot drift from the contract. */
const IMPRESSIONS_LIMIT: typeof MAX_RECOMMENDATION_IMPRESSIONS = 24;

type DecisionEvent = RequestBodyOf<'decidePersonalization'>['events'][number];

/**
 * What the decision engine records of the recommendations a shopper met: the ones shown (RecImpressions,
 * up to 24 recTokens an event) and the one chosen (RecClicks). decidePersonalization is a shell operation
 * (the carousels' own call), so this module needs no operation table of its own. The callers hold targeting
 * consent (C0004), as for the decision itself.
 */
export function recommendationEventsCommerce(deps: CommerceDeps) {
  const record = async (site: ContentSite, event: DecisionEvent): Promise<void> => {
    const session = deps.session.get();
    await deps.client.call('decidePersonalization', {
      params: { brand: site.brand },
      body: {
        monetateId: visitorId(deps.now()),
        channel: `web/${site.brand}/${site.locale}`,
        ...(isSignedIn(session) && session.consumerNo ? { customerId: session.consumerNo } : {}),
        events: [event],
      },
    });
  };
  return {
    async recordImpressions(site: ContentSite, recTokens: readonly string[]): Promise<void> {
      if (recTokens.length === 0) return;
      await record(site, {
        eventType: 'monetate:record:RecImpressions',
        recImpressions: recTokens.slice(0, IMPRESSIONS_LIMIT),
      });
    },
    async recordClick(site: ContentSite, recToken: string): Promise<void> {
      await record(site, { eventType: 'monetate:record:RecClicks', recClicks: [recToken] });
    },
  };
}

/** The recommendation events area of the adapter the UI holds: `recommendationEventsCommerceOf(useCommerce())`. */
export const recommendationEventsCommerceOf = (commerce: Pick<Commerce, 'deps'>) =>
  recommendationEventsCommerce(commerce.deps);
