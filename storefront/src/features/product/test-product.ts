import type { ProductDetails } from '../../commerce/product';

/** A small product for pure-logic tests: two colours, sizes S/M/L, M out of stock in black, L pickup only. */
export function testProduct(overrides: Partial<ProductDetails> = {}): ProductDetails {
  const variant = (
    color: string,
    size: string,
    availability: ProductDetails['variants'][number]['availability'],
  ) => ({
    sku: `SPTS0001${color}${size}`,
    upc: '196000000000',
    color,
    size,
    quantity: availability === 'inStock' ? 12 : availability === 'lowStock' ? 2 : 0,
    availability,
  });
  return {
    id: 'SPTS0001BLK',
    masterId: 'SPTS0001',
    name: 'Test Shell',
    slug: 'test-shell',
    pdpUrl: '/en-us/p/test-shell-SPTS0001BLK',
    price: {
      lowCurrent: 90,
      highCurrent: 90,
      lowOriginal: 120,
      highOriginal: 120,
      percentagePriceDiscount: 25,
      currency: 'USD',
    },
    rating: { score: 4.2 },
    reviewsCount: 7,
    images: [{ url: 'https://images.example/SPTS0001BLK-HERO', alt: 'Test Shell' }],
    description: 'A shell for tests.',
    attributes: [
      {
        code: 'color',
        label: 'Colour',
        options: [
          { value: 'BLK', label: 'Black', available: true },
          { value: 'RED', label: 'Red', available: true },
        ],
      },
      {
        code: 'size',
        label: 'Size',
        options: [
          { value: 'S', label: 'S', available: true },
          { value: 'M', label: 'M', available: true },
          { value: 'L', label: 'L', available: true },
        ],
      },
    ],
    variants: [
      variant('BLK', 'S', 'lowStock'),
      variant('BLK', 'M', 'outOfStock'),
      variant('BLK', 'L', 'pickupOnly'),
      variant('RED', 'S', 'inStock'),
      variant('RED', 'M', 'inStock'),
    ],
    breadcrumbs: [{ label: 'Jackets', url: '/en-us/c/jackets-1000' }],
    categoryIds: ['1000'],
    isCustoms: false,
    productSets: [],
    ...overrides,
  };
}
