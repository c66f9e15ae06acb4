import { interaction } from '../pact-interaction';

/** Catalogue, search, product, reviews and questions (storefront/src/commerce/catalogue.ts, product.ts). */
export const catalogueInteractions = [
  interaction('getCatalog', {
    description: 'a request for the category tree',
    states: [],
    input: () => ({}),
  }),
  interaction('searchProducts', {
    description: 'a search for a word, sorted and paged',
    states: [],
    input: () => ({ query: { q: 'jacket', sort: 'bestMatches', page: 1, pageSize: 24 } }),
  }),
  interaction('getAutoSuggestions', {
    description: 'a request for suggestions as the shopper types',
    states: [],
    input: () => ({ query: { q: 'jack' } }),
  }),
  interaction('getProductDetails', {
    description: "a request for a product's details with its stock, in one colour",
    states: ['a product in stock at home and in stores'],
    input: (v) => ({ params: { productId: v.productId }, query: { color: v.color, includeInventory: true } }),
  }),
  interaction('getProductInventory', {
    description: "a request for a product's stock",
    states: ['a product in stock at home and in stores'],
    input: (v) => ({ params: { productId: v.productId } }),
  }),
  interaction('checkProductAvailability', {
    description: "a request for a variant's availability at home and in a store",
    states: ['a product in stock at home and in stores'],
    input: (v) => ({
      params: { productId: v.productId },
      body: { items: [{ sku: v.sku, qty: 1 }], storeIds: [v.storeId] },
    }),
  }),
  interaction('getProductReviews', {
    description: "a request for a product's newest reviews",
    states: ['a product with reviews and answered questions'],
    input: (v) => ({ params: { productId: v.productId }, query: { page: 1, limit: 10, sort: 'newest' } }),
  }),
  interaction('voteReview', {
    description: 'a vote that a review was helpful',
    states: ['a product with reviews and answered questions'],
    input: (v) => ({ params: { productId: v.productId, reviewId: v.reviewId }, body: { vote: 'helpful' } }),
  }),
  interaction('flagReview', {
    description: 'a report of an inappropriate review',
    states: ['a product with reviews and answered questions'],
    input: (v) => ({
      params: { productId: v.productId, reviewId: v.reviewId },
      body: { reason: 'inappropriate', comment: 'Not about this jacket.' },
    }),
  }),
  interaction('getProductQuestions', {
    description: "a request for a product's newest questions",
    states: ['a product with reviews and answered questions'],
    input: (v) => ({ params: { productId: v.productId }, query: { page: 1, limit: 10, sort: 'newest' } }),
  }),
  interaction('askProductQuestion', {
    description: 'a question about a product',
    states: ['a product with reviews and answered questions'],
    input: (v) => ({
      params: { productId: v.productId },
      body: {
        text: 'Does the hood fit over a climbing helmet?',
        nickname: 'Alpine Ada',
        email: 'ada@example.com',
        locale: 'en-us',
      },
    }),
  }),
  interaction('voteAnswer', {
    description: 'a vote that an answer was helpful',
    states: ['a product with reviews and answered questions'],
    input: (v) => ({ params: { productId: v.productId, answerId: v.answerId }, body: { vote: 'helpful' } }),
  }),
];
