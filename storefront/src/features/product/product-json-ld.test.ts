import { describe, expect, it } from 'vitest';
import { productJsonLd, serialiseJsonLd } from './product-json-ld';
import { testProduct } from './test-product';

const base = {
  url: 'https://shop.example/en-us/p/test-shell-SPTS0001BLK',
  brand: 'SummitPeak',
  images: ['https://i/1'],
};

describe('product JSON-LD', () => {
  it('carries one offer with price, currency and availability, and the rating', () => {
    const data = productJsonLd({ ...base, product: testProduct(), status: 'lowStock', sku: 'SPTS0001BLKS' });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Test Shell',
      sku: 'SPTS0001BLKS',
      brand: { name: 'SummitPeak' },
      offers: {
        '@type': 'Offer',
        price: 90,
        priceCurrency: 'USD',
        availability: 'https://schema.org/LimitedAvailability',
      },
      aggregateRating: { ratingValue: 4.2, reviewCount: 7 },
    });
  });

  it('uses an aggregate offer for a price range and leaves out the rating without reviews', () => {
    const product = testProduct({
      reviewsCount: 0,
      price: { ...testProduct().price, lowCurrent: 80, highCurrent: 100 },
    });
    const data = productJsonLd({ ...base, product, status: undefined });
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 80, highPrice: 100 });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('serialises so that the text cannot close the script element', () => {
    const product = testProduct({ description: '</script><b>' });
    const json = serialiseJsonLd(productJsonLd({ ...base, product, status: 'inStock' }));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).description).toBe('</script><b>');
  });
});
