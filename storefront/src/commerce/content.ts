import type { ProductRecommendationsBlock } from '../../../contracts/entities/content-blocks-commerce';
import type { ResponseBodyOf } from '../../../contracts/registry/types';
import type { CommerceDeps } from './commerce-deps';
import { type ContentSite, contentSiteParams } from './content-site';
import { isSignedIn } from './session-state';
import { visitorId } from './visitor-id';

export type { ContentSite } from './content-site';

export type ContentMenu = ResponseBodyOf<'getContentMenu'>;
export type ContentFooter = ResponseBodyOf<'getContentFooter'>;
export type ContentPage = ResponseBodyOf<'getAugmentedPage'>;
type WidgetProduct = ResponseBodyOf<'getWidgetRecommendations'>['products'][number];
type DecidedAction = ResponseBodyOf<'decidePersonalization'>['actions'][number];
type DecidedProduct = Extract<DecidedAction, { items: unknown }>['items'][number];
/** A recommended product as both recommendation sources answer it (spec 001 section 3). */
export type RecommendedProduct = WidgetProduct | DecidedProduct;

/** The slug the home page is published under. */
export const HOME_PAGE_SLUG = 'home';
/** Recommendations a carousel asks for (impressions carry up to 24, spec 001 section 9). */
const RECOMMENDATION_LIMIT = 12;

export interface RecommendationRequest {
  readonly site: ContentSite;
  readonly block: Pick<ProductRecommendationsBlock, 'source' | 'placementId'>;
  /** The page the carousel is on (the decision engine's page view). */
  readonly pageUrl: string;
  readonly pageType: 'home' | 'product' | 'category' | 'cart' | 'search' | 'other';
  /** Targeting consent (C0004); without it no decision is requested (spec 001 section 4). */
  readonly targetingAllowed: boolean;
}

/** The content area of the commerce adapter: what features call instead of the API. */
export function contentCommerce(deps: CommerceDeps) {
  // Content calls go to the content service: no site headers, no token (docs/decisions.md).
  const { client } = deps;
  return {
    /** The three-level site menu (menu/{siteId}). */
    getMenu: (site: ContentSite): Promise<ContentMenu> =>
      client.call('getContentMenu', contentSiteParams(site)),

    /** The site footer (footer/{siteId}, the content call spec 001 section 7 names). */
    getFooter: (site: ContentSite): Promise<ContentFooter> =>
      client.call('getContentFooter', contentSiteParams(site)),

    /** A content page by slug, references resolved (augmentedpage/{siteId}/{page}). */
    getPage: (site: ContentSite, slug: string): Promise<ContentPage> => {
      const { params, ...rest } = contentSiteParams(site);
      return client.call('getAugmentedPage', { ...rest, params: { ...params, page: slug } });
    },

    /**
     * The products of a recommendations block: from the decision engine (the action filling the block's
     * placement) or from the merchandising widget the placement names.
     */
    async getRecommendations(request: RecommendationRequest): Promise<RecommendedProduct[]> {
      const { block, site } = request;
      if (!block.placementId) return [];
      if (block.source === 'searchMerchandising') {
        const answer = await deps.call('getWidgetRecommendations', {
          query: { widget: block.placementId, limit: RECOMMENDATION_LIMIT },
        });
        return answer.products;
      }
      if (!request.targetingAllowed) return [];
      const session = deps.session.get();
      const answer = await client.call('decidePersonalization', {
        params: { brand: site.brand },
        body: {
          monetateId: visitorId(deps.now()),
          channel: `web/${site.brand}/${site.locale}`,
          ...(isSignedIn(session) && session.consumerNo ? { customerId: session.consumerNo } : {}),
          events: [
            { eventType: 'monetate:decision:DecisionRequest', requestId: crypto.randomUUID().slice(0, 32) },
            { eventType: 'monetate:context:PageView', url: request.pageUrl, pageType: request.pageType },
          ],
        },
      });
      const action = answer.actions.find(
        (a): a is Extract<DecidedAction, { items: unknown }> =>
          a.component === block.placementId && 'items' in a,
      );
      return action?.items ?? [];
    },
  };
}
