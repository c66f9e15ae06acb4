import type { PriceDisplay } from '../../../../contracts/entities/price-display';
import type { RecommendedProduct } from '../../commerce/content';

/** A recommended product's single price as the price display the ui draws (no range, no sale). */
export function recommendationPrice(product: Pick<RecommendedProduct, 'price' | 'currency'>): PriceDisplay {
  return {
    lowCurrent: product.price,
    highCurrent: product.price,
    lowOriginal: product.price,
    highOriginal: product.price,
    percentagePriceDiscount: 0,
    currency: product.currency,
  };
}
