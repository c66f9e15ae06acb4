import { describe, expect, it } from 'vitest';
import { product, productSet, productVariant } from './product';
import { catalogueProductId, sku, styleId } from './product-ids';
import { pdpPath } from './product-paths';

const price = {
  lowCurrent: 320,
  highCurrent: 320,
  lowOriginal: 320,
  highOriginal: 320,
  percentagePriceDiscount: 0,
  currency: 'USD',
};

const nuptse = {
  id: 'NF0A3C8DLE4',
  masterId: 'NF0A3C8D',
  name: "Men's 1996 Retro Nuptse Jacket",
  slug: 'mens-1996-retro-nuptse-jacket',
  pdpUrl: '/en-us/p/mens-1996-retro-nuptse-jacket-NF0A3C8DLE4',
  price,
  rating: { score: 4.7 },
  reviewsCount: 1289,
  badge: 'Best seller',
  images: [{ url: 'https://images.example.com/NF0A3C8DLE4-HERO', alt: 'Front view' }],
  attributes: [
    {
      code: 'color',
      label: 'Colour',
      options: [{ value: 'LE4', label: 'Recycled TNF Black', available: true, productId: 'NF0A3C8DLE4' }],
    },
    {
      code: 'size',
      label: 'Size',
      options: [
        { value: 'M', label: 'M', available: true },
        { value: 'XXL', label: 'XXL', available: false },
      ],
    },
  ],
  variants: [
    {
      sku: 'NF0A3C8DLE4M',
      upc: '196573812345',
      color: 'LE4',
      size: 'M',
      quantity: 12,
      availability: 'inStock',
    },
    {
      sku: 'NF0A3C8DLE4XXL',
      upc: '196573812352',
      color: 'LE4',
      size: 'XXL',
      quantity: 0,
      availability: 'outOfStock',
    },
  ],
  breadcrumbs: [{ label: 'Men', url: '/en-us/c/men-2110', categoryId: '2110' }],
  categoryIds: ['2110', '211810'],
  isCustoms: false,
  productSets: [],
};

describe('catalogue ids', () => {
  it('tells style ids (exactly 8) from product ids (8 to 11)', () => {
    expect(styleId.safeParse('NF0A3C8D').success).toBe(true);
    expect(styleId.safeParse('NF0A3C8DLE4').success).toBe(false);
    expect(catalogueProductId.safeParse('NF0A3C8DLE4').success).toBe(true);
    expect(catalogueProductId.safeParse('NF0A3C8').success).toBe(false);
    expect(catalogueProductId.safeParse('nf0a3c8dle4').success).toBe(false);
    expect(sku.safeParse('NF0A3C8D-M').success).toBe(false);
    expect(pdpPath.safeParse('/en-us/p/jacket-nf0a3c8d').success).toBe(false);
  });
});

describe('product', () => {
  it('accepts a realistic product', () => {
    expect(product.parse(nuptse).variants).toHaveLength(2);
  });

  it('accepts a customisable product with recipes and no inventory', () => {
    const variants = nuptse.variants.map(({ quantity: _q, ...v }) => v);
    expect(product.safeParse({ ...nuptse, variants, isCustoms: true, recipeSupported: true }).success).toBe(
      true,
    );
  });

  it('rejects a bad master id, a missing price and an unknown attribute code', () => {
    expect(product.safeParse({ ...nuptse, masterId: 'NF0A3C8DLE4' }).success).toBe(false);
    const { price: _p, ...noPrice } = nuptse;
    expect(product.safeParse(noPrice).success).toBe(false);
    const attributes = [
      { code: 'width', label: 'Width', options: [{ value: 'W', label: 'Wide', available: true }] },
    ];
    expect(product.safeParse({ ...nuptse, attributes }).success).toBe(false);
  });

  it('keeps variant availability consistent with its quantity', () => {
    const v = nuptse.variants[0];
    expect(productVariant.safeParse({ ...v, availability: 'lowStock', quantity: 2 }).success).toBe(true);
    expect(productVariant.safeParse({ ...v, availability: 'pickupOnly', quantity: 0 }).success).toBe(true);
    expect(productVariant.safeParse({ ...v, availability: 'inStock', quantity: 0 }).success).toBe(false);
    expect(productVariant.safeParse({ ...v, availability: 'outOfStock', quantity: 3 }).success).toBe(false);
    expect(productVariant.safeParse({ ...v, quantity: -1 }).success).toBe(false);
    expect(productVariant.safeParse({ ...v, availability: 'backorder' }).success).toBe(false);
  });

  it('accepts a product set and rejects an empty one', () => {
    const set = {
      id: 'NF0ASET01',
      name: 'Summit layering look',
      slug: 'summit-layering-look',
      pdpUrl: '/en-us/p/summit-layering-look-NF0ASET01',
      images: [],
      products: [nuptse],
    };
    expect(productSet.safeParse(set).success).toBe(true);
    expect(productSet.safeParse({ ...set, products: [] }).success).toBe(false);
  });
});
