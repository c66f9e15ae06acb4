import '../../api/content-operations';
import type { RequestBodyOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

export type SizeChart = ResponseBodyOf<'getFapiSizeChart'>;
export type FootSizes = ResponseBodyOf<'getFapiFootSizes'>;
export type ProductSets = ResponseBodyOf<'getProductSets'>;
export type BackInStockRequest = RequestBodyOf<'subscribeBackInStock'>;
export type ReviewTranslation = ResponseBodyOf<'translateReview'>;

/**
 * The product page's later parts (spec 001 section 7): the size guide's charts, the back-in-stock request,
 * the sets a product belongs to and review translation. Their routes load with this module, not the shell.
 */
export function productExtrasCommerce(deps: CommerceDeps) {
  return {
    /** The size chart of a product type (/fapi/components/size-chart/{productType}); none answers API404. */
    getSizeChart: (productType: string, locale: string): Promise<SizeChart> =>
      deps.client.call('getFapiSizeChart', {
        params: { productType },
        query: { locale: locale.toLowerCase() },
      }),
    /** The foot-size conversion tables (men, women, kids). */
    getFootSizes: (locale: string): Promise<FootSizes> =>
      deps.client.call('getFapiFootSizes', { query: { locale: locale.toLowerCase() } }),
    /** An e-mail when the variant is back (PUT /products/v1/notifications; asking twice is fine). */
    subscribeBackInStock: async (request: BackInStockRequest): Promise<void> => {
      await deps.call('subscribeBackInStock', { body: request });
    },
    /** The sets (shop the look) a product belongs to, each with its members' tiles. */
    getProductSets: (productId: string): Promise<ProductSets> =>
      deps.call('getProductSets', { params: { productId } }),
    /** A review machine-translated into the page's locale. */
    translateReview: (reviewId: string, targetLocale: string): Promise<ReviewTranslation> =>
      deps.call('translateReview', {
        params: { reviewId },
        body: { targetLocale: targetLocale.toLowerCase() },
      }),
  };
}

export type ProductExtrasCommerce = ReturnType<typeof productExtrasCommerce>;

/** The product extras area of the adapter the UI holds: `productExtrasCommerceOf(useCommerce())`. */
export const productExtrasCommerceOf = (commerce: Pick<Commerce, 'deps'>): ProductExtrasCommerce =>
  productExtrasCommerce(commerce.deps);
