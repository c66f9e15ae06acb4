import { contentSiteParams } from '../../../storefront/src/commerce/content-site';
import { interaction } from '../pact-interaction';
import { PACT_SITE } from '../pact-site';

const site = contentSiteParams({ brand: PACT_SITE.brand, locale: PACT_SITE.locale });

/** Espots of the category and product pages, the showcase preview tool (commerce/content/espots.ts). */
export const contentEspotsInteractions = [
  interaction('getCategoryContent', {
    description: "a request for a category listing's content",
    states: [],
    input: () => ({ params: { ...site.params, categoryId: '100110' }, query: site.query }),
  }),
  interaction('getProductContent', {
    description: "a request for a product page's content",
    states: ['a product in stock at home and in stores'],
    input: (v) => ({ params: { ...site.params, productId: v.productId }, query: site.query }),
  }),
  interaction('getContentShowcase', {
    description: 'a request for the showcase of one doc type',
    states: [],
    input: () => ({
      params: { ...site.params, docType: 'richText' },
      query: { ...site.query, limit: 20 },
    }),
  }),
];
