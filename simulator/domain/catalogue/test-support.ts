import { colorPrices } from '../../db/seed/catalogue-pricing';
import type { ColorSeed, ProductSeed } from '../../db/seed/catalogue-types';

/** Test helpers of the catalogue domain: small products. */

export function color(code: string, family: string, usd: number, salePercent?: number): ColorSeed {
  return { code, label: `${code} label`, family, prices: colorPrices(usd, salePercent) };
}

export function testProduct(overrides: Partial<ProductSeed> & { styleId: string }): ProductSeed {
  const colors = overrides.colors ?? [color('BLK', 'black', 10000)];
  const sizes = overrides.sizes ?? ['S', 'M'];
  return {
    name: `Product ${overrides.styleId}`,
    slug: `product-${overrides.styleId.toLowerCase()}`,
    description: 'A product.',
    copy: {
      name: { gender: 'men', models: ['Summit'], noun: 'Down Jacket' },
      description: { intro: 0, features: [0, 1, 2], material: 0, care: 0 },
    },
    productType: 'jackets',
    gender: 'men',
    categoryIds: ['100110', '1000'],
    colors,
    sizes,
    variants: colors.flatMap((c) =>
      sizes.map((size, i) => ({
        sku: `${overrides.styleId}${c.code}${size}`,
        upc: `19600000${i}${c.code.length}00`,
        color: c.code,
        size,
        homeStock: 10,
      })),
    ),
    launchedAt: '2025-01-01T00:00:00.000Z',
    popularity: 100,
    isCustoms: false,
    pickupEligible: true,
    online: true,
    productSets: [],
    rating: { score: 4, count: 10 },
    ...overrides,
  };
}
