import { SHOPPER_PASSWORD } from '../../scenarios/flows/common-steps';
import { SKU, STORE } from '../../scenarios/flows/flow-steps';
import { step } from '../../scenarios/scenario';
import { defineProviderState, fixed, saved } from './provider-state';

const STYLE = 'SPJK0001';

/** States naming catalogue, content and wishlist data: ids a backend team picks from its own catalogue. */
export const catalogueStates = [
  defineProviderState({
    name: 'a product in stock at home and in stores',
    setsUp:
      'A product (style) with several colours and sizes, one variant of which is in stock for home delivery ' +
      'and in a store near a postal code.',
    values: {
      productId: { means: "the product's style id", simulator: fixed(STYLE) },
      sku: { means: 'one of its variants, in stock at home and in the store', simulator: fixed(SKU.jacket) },
      color: { means: "the variant's colour code", simulator: fixed('BLK') },
      storeId: { means: 'a store near the postal code with that variant', simulator: fixed(STORE.denver) },
      postalCode: { means: 'a postal code near that store', simulator: fixed('80202') },
    },
  }),
  defineProviderState({
    name: 'a product with reviews and answered questions',
    setsUp: 'A product with published reviews and at least one question that has an answer.',
    values: {
      productId: { means: "the product's style id", simulator: fixed(STYLE) },
      reviewId: { means: 'the id of one of its reviews', simulator: saved('reviewId') },
      answerId: { means: 'the id of an answer to one of its questions', simulator: saved('answerId') },
    },
    steps: [
      step('getProductReviews', {
        name: 'read a review id',
        params: { productId: STYLE },
        query: { page: 1, limit: 1 },
        expect: {},
        save: { reviewId: 'reviews.0.id' },
      }),
      step('getProductQuestions', {
        name: 'read an answer id',
        params: { productId: STYLE },
        query: { page: 1, limit: 1 },
        expect: {},
        save: { answerId: 'questions.0.answers.0.id' },
      }),
    ],
  }),
  defineProviderState({
    name: 'a recommendations widget',
    setsUp: 'A merchandising widget (carousel placement) that recommends products.',
    values: { widget: { means: "the widget's placement id", simulator: fixed('cart-upsell') } },
  }),
  defineProviderState({
    name: 'a signed-in shopper with a favorite',
    setsUp: 'A registered shopper signed in, whose favorites list holds one product.',
    values: {
      accessToken: { means: "that shopper's bearer token", simulator: saved('token') },
      favoriteId: { means: "the shopper's favorites list id", simulator: saved('favoriteId') },
      favoriteItemId: { means: 'the id of the entry in that list', simulator: saved('favoriteItemId') },
      productId: { means: 'a product not yet in the list', simulator: fixed('SPFL0001') },
    },
    setup: { shopper: { signIn: 'shopper01@example.com', password: SHOPPER_PASSWORD } },
    steps: [
      step('addFavorite', {
        name: 'add a favorite',
        body: { id: STYLE, qty: 1, itemType: 'product' },
        expect: {},
        save: { favoriteId: 'favoriteId', favoriteItemId: 'items.0.itemId' },
      }),
    ],
  }),
];
