import type { RequestBodyInputOf } from '../../../contracts/registry/types';
import { contentSiteParams } from '../../../storefront/src/commerce/content-site';
import { interaction } from '../pact-interaction';
import { PACT_SITE } from '../pact-site';

const site = contentSiteParams({ brand: PACT_SITE.brand, locale: PACT_SITE.locale });

/** A decision-engine call of the storefront's visitor on the pact site, carrying these events. */
const decision = (description: string, events: RequestBodyInputOf<'decidePersonalization'>['events']) =>
  interaction('decidePersonalization', {
    description,
    states: [],
    input: () => ({
      params: { brand: PACT_SITE.brand },
      body: {
        monetateId: '5.123456789.1750000000000',
        channel: `web/${PACT_SITE.brand}/${PACT_SITE.locale}`,
        events,
      },
    }),
  });

/** Content, recommendations and personalisation (storefront/src/commerce/content.ts). */
export const contentInteractions = [
  interaction('getContentMenu', {
    description: "a request for the site's menu",
    states: [],
    input: () => site,
  }),
  interaction('getContentFooter', {
    description: "a request for the site's footer",
    states: [],
    input: () => site,
  }),
  interaction('getAugmentedPage', {
    description: 'a request for the home page with its references resolved',
    states: [],
    input: () => ({ params: { ...site.params, page: 'home' }, query: site.query }),
  }),
  interaction('getContentPage', {
    description: 'a request for a generic content page by its slug',
    states: [],
    input: () => ({ params: { ...site.params, page: 'about-us' }, query: site.query }),
  }),
  interaction('getWidgetRecommendations', {
    description: "a request for a widget's recommended products",
    states: ['a recommendations widget'],
    input: (v) => ({ query: { widget: v.widget, limit: 12 } }),
  }),
  decision('a request for the decisions of a page view', [
    { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-pact-0001' },
    { eventType: 'monetate:context:PageView', url: 'https://www.summitpeak.example/', pageType: 'home' },
  ]),
  decision('a record of the recommendations a carousel showed', [
    { eventType: 'monetate:record:RecImpressions', recImpressions: ['rt-pact-1', 'rt-pact-2'] },
  ]),
  decision('a record of the recommendation a shopper chose', [
    { eventType: 'monetate:record:RecClicks', recClicks: ['rt-pact-1'] },
  ]),
];
