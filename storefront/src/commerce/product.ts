import type { RequestBodyInputOf, ResponseBodyOf } from '../../../contracts/registry/types';
import type { CommerceDeps } from './commerce-deps';

export type ProductDetails = ResponseBodyOf<'getProductDetails'>;
export type ProductReviews = ResponseBodyOf<'getProductReviews'>;
export type ProductQuestions = ResponseBodyOf<'getProductQuestions'>;
export type Vote = RequestBodyInputOf<'voteReview'>['vote'];
export type FlagInput = RequestBodyInputOf<'flagReview'>;
/** A question: text, nickname, email and the site's locale. */
export type AskQuestionInput = RequestBodyInputOf<'askProductQuestion'>;

export interface PageRequest {
  readonly page?: number;
  readonly limit?: number;
}

/** The query key of a product's details in a colour (the product page and the photo gallery share the answer). */
export const productDetailsKey = (productId: string, colour: string | undefined) =>
  ['product', productId, colour ?? ''] as const;

/** The product page's calls (spec 001 section 7, Catalogue): details, stock, reviews and questions. */
export function productCommerce(deps: CommerceDeps) {
  return {
    /** The product in a colour (the colour's images, price and variants); undefined colour: the default one. */
    getProductDetails: (productId: string, color?: string) =>
      deps.call('getProductDetails', {
        params: { productId },
        query: color ? { color, includeInventory: true } : { includeInventory: true },
      }),

    getProductInventory: (productId: string) => deps.call('getProductInventory', { params: { productId } }),

    /** One sku's home and per-store availability for the quantity wanted. */
    checkProductAvailability: (productId: string, sku: string, qty: number, storeIds?: readonly string[]) =>
      deps.call('checkProductAvailability', {
        params: { productId },
        body: { items: [{ sku, qty }], ...(storeIds?.length ? { storeIds: [...storeIds] } : {}) },
      }),

    getProductReviews: (productId: string, { page = 1, limit = 10 }: PageRequest = {}) =>
      deps.call('getProductReviews', { params: { productId }, query: { page, limit, sort: 'newest' } }),

    voteReview: (productId: string, reviewId: string, vote: Vote = 'helpful') =>
      deps.call('voteReview', { params: { productId, reviewId }, body: { vote } }),

    flagReview: (productId: string, reviewId: string, flag: FlagInput) =>
      deps.call('flagReview', { params: { productId, reviewId }, body: flag }),

    getProductQuestions: (productId: string, { page = 1, limit = 10 }: PageRequest = {}) =>
      deps.call('getProductQuestions', { params: { productId }, query: { page, limit, sort: 'newest' } }),

    askProductQuestion: (productId: string, question: AskQuestionInput) =>
      deps.call('askProductQuestion', { params: { productId }, body: question }),

    voteAnswer: (productId: string, answerId: string, vote: Vote = 'helpful') =>
      deps.call('voteAnswer', { params: { productId, answerId }, body: { vote } }),

    /** Adds a product (or sku) to the shopper's favourites, creating the list when they have none yet. */
    async addFavorite(id: string) {
      const { favoriteId } = deps.session.get();
      const favorites = await deps.call('addFavorite', {
        body: { id, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) },
      });
      deps.session.set((s) => ({ ...s, favoriteId: favorites.favoriteId }));
      return favorites;
    },
  };
}
