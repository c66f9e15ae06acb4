import type { ProductDetails } from '../../commerce/product';
import type { StockStatus } from './variant-selection';

const SCHEMA_AVAILABILITY: Readonly<Record<StockStatus, string>> = {
  inStock: 'https://schema.org/InStock',
  lowStock: 'https://schema.org/LimitedAvailability',
  outOfStock: 'https://schema.org/OutOfStock',
  pickupOnly: 'https://schema.org/InStoreOnly',
};

export interface JsonLdInput {
  readonly product: ProductDetails;
  /** Absolute URL of the product page (canonical). */
  readonly url: string;
  readonly brand: string;
  /** Absolute image URLs, in gallery order. */
  readonly images: readonly string[];
  readonly status: StockStatus | undefined;
  /** The chosen variant's sku, else the product id. */
  readonly sku?: string;
}

/**
 * schema.org Product for search engines: name, images, description, sku, brand, the offer (one price, or
 * the low and high ends of a range) and the rating when the product has reviews.
 */
export function productJsonLd({ product, url, brand, images, status, sku }: JsonLdInput) {
  const { price } = product;
  const availability = SCHEMA_AVAILABILITY[status ?? 'inStock'];
  const offers =
    price.lowCurrent === price.highCurrent
      ? { '@type': 'Offer', price: price.lowCurrent, priceCurrency: price.currency, availability, url }
      : {
          '@type': 'AggregateOffer',
          lowPrice: price.lowCurrent,
          highPrice: price.highCurrent,
          priceCurrency: price.currency,
          availability,
          url,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    ...(product.description ? { description: product.description } : {}),
    sku: sku ?? product.id,
    productID: product.masterId,
    brand: { '@type': 'Brand', name: brand },
    offers,
    ...(product.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.score,
            reviewCount: product.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The JSON for a <script type="application/ld+json">, with `<` escaped so no text can close the script. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
