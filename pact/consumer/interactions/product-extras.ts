import { expect } from 'vitest';
import { bodyOf, errorOf, interaction } from '../pact-interaction';
import { PACT_SITE } from '../pact-site';

/** The product page's later parts (storefront/src/commerce/content/product-extras.ts). */
export const productExtrasInteractions = [
  interaction('getFapiSizeChart', {
    description: 'the size guide asks for the footwear size chart',
    states: [],
    input: () => ({ params: { productType: 'footwear' }, query: { locale: PACT_SITE.locale } }),
    check: (outcome) => expect(bodyOf(outcome)).toMatchObject({ productType: 'footwear' }),
  }),
  interaction('getFapiSizeChart', {
    description: 'the size guide asks for a product type without a chart (says there is none)',
    states: [],
    input: () => ({ params: { productType: 'tents' }, query: { locale: PACT_SITE.locale } }),
    error: { errorId: 'API404' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('API404'),
  }),
  interaction('getFapiFootSizes', {
    description: 'the size guide asks for the foot-size conversion tables',
    states: [],
    input: () => ({ query: { locale: PACT_SITE.locale } }),
  }),
  interaction('subscribeBackInStock', {
    description: 'a shopper asks to be told when a variant is back in stock',
    states: ['a product in stock at home and in stores'],
    input: (v) => ({
      body: { email: 'ana@example.com', productId: v.productId, sku: v.sku, locale: PACT_SITE.locale },
    }),
  }),
  interaction('subscribeBackInStock', {
    description: 'a back-in-stock request for a sku the product does not have (shown on the size)',
    states: [],
    input: () => ({
      body: {
        email: 'ana@example.com',
        productId: 'SPJK0001',
        sku: 'SPJK0001ZZZ999',
        locale: PACT_SITE.locale,
      },
    }),
    error: { errorId: 'PLP400' },
    check: (outcome) => expect(errorOf(outcome).errorId).toBe('PLP400'),
  }),
  interaction('getProductSets', {
    description: 'the product page asks for the sets a product belongs to',
    states: ['a product in stock at home and in stores'],
    input: (v) => ({ params: { productId: v.productId } }),
  }),
  interaction('translateReview', {
    description: "a review translated into the page's locale",
    states: ['a product with reviews and answered questions'],
    input: (v) => ({ params: { reviewId: v.reviewId }, body: { targetLocale: 'fr-ca' } }),
  }),
];
