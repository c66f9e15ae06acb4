import type {
  DecideRequest,
  DecideResponse,
  PersonalizationAction,
  PersonalizationEvent,
} from '../../../contracts/entities/personalization';
import { freeShippingOffer } from '../../db/commerce-config';
import { isSoldIn, type ProductSeed } from '../../db/seed/catalogue-types';
import { currencyForLocale } from './money';
import { type RecommendationContext, recommend, recommendedProduct, type WidgetId } from './recommendations';

/** Items per recommendations action. */
const DECISION_ITEMS = 8;

type EventOf<T extends PersonalizationEvent['eventType']> = Extract<PersonalizationEvent, { eventType: T }>;

function eventOf<T extends PersonalizationEvent['eventType']>(
  events: readonly PersonalizationEvent[],
  type: T,
) {
  return events.find((e): e is EventOf<T> => e.eventType === type);
}

/** A visitor's stable variant (A or B) from the monetate id. */
export function variantOf(monetateId: string): 'A' | 'B' {
  let h = 0;
  for (const c of monetateId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 2 === 0 ? 'A' : 'B';
}

/** The locale of the page the visitor is on (from its URL), en-us when none. */
export function localeOfEvents(events: readonly PersonalizationEvent[]): string {
  const url = eventOf(events, 'monetate:context:PageView')?.url ?? '';
  return /\/([a-z]{2}-[a-z0-9]{2,3})(?:\/|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'en-us';
}

interface DecideCatalogue {
  readonly products: readonly ProductSeed[];
  /** A product by style or colour product id. */
  readonly find: (productId: string) => ProductSeed | undefined;
  readonly buyable: (p: ProductSeed) => boolean;
}

/**
 * Decides the actions for a visitor from the events of the request: recommendations for a product page,
 * a cart and the home page, and a content action every page gets. Click and impression events are
 * recorded by the caller and decide nothing.
 */
export function decide(request: DecideRequest, catalogue: DecideCatalogue): DecideResponse {
  const locale = localeOfEvents(request.events);
  const currency = currencyForLocale(locale);
  const variant = variantOf(request.monetateId);
  const actions: PersonalizationAction[] = [];
  const reporting = (experienceId: number, label: string) => [
    { experienceId, experienceLabel: label, variantLabel: variant, isControl: variant === 'A' },
  ];
  const recs = (
    actionId: number,
    component: string,
    widget: WidgetId,
    ctx: Omit<RecommendationContext, 'buyable'>,
  ) => {
    const items = recommend(
      widget,
      catalogue.products,
      { ...ctx, buyable: (p) => isSoldIn(p, currency) && catalogue.buyable(p) },
      DECISION_ITEMS,
    );
    actions.push({
      actionType: 'monetate:action:OmnichannelRecommendation',
      actionId,
      component,
      impressionReporting: reporting(actionId + 1000, `${component} recommendations`),
      items: items.map((p, i) => recommendedProduct(p, locale, currency, component, i + 1)),
    });
  };

  const detail = eventOf(request.events, 'monetate:context:ProductDetailView');
  const viewed = detail?.products[0] ? catalogue.find(detail.products[0].productId) : undefined;
  if (viewed) recs(101, 'pdp-recs', 'pdp-similar', { product: viewed });

  const cart = eventOf(request.events, 'monetate:context:Cart');
  if (cart && cart.cartLines.length > 0) {
    const inCart = new Set(cart.cartLines.flatMap((l) => catalogue.find(l.pid)?.styleId ?? []));
    recs(102, 'cart-recs', 'cart-upsell', { exclude: inCart });
  }

  const page = eventOf(request.events, 'monetate:context:PageView');
  if (page?.pageType === 'home') recs(103, 'home-recs', 'home-trending', {});
  if (page?.pageType === 'category')
    recs(104, 'category-recs', 'category-top-sellers', { categoryId: page.categories?.[0] });

  const custom = eventOf(request.events, 'monetate:context:CustomVariables');
  const variables = Object.fromEntries((custom?.customVariables ?? []).map((v) => [v.variable, v.value]));
  actions.push({
    actionType: 'monetate:action:OmnichannelJson',
    actionId: 201,
    component: 'site-message',
    impressionReporting: reporting(2201, 'Site message'),
    json: {
      message: variant === 'A' ? freeShippingOffer() : 'Members earn double points this week',
      audience: request.customerId ? 'registered' : 'guest',
      ...(Object.keys(variables).length ? { variables } : {}),
    },
  });

  const requestId = eventOf(request.events, 'monetate:decision:DecisionRequest')?.requestId;
  return { ...(requestId ? { requestId } : {}), monetateId: request.monetateId, actions };
}
