import { describe, expect, it } from 'vitest';
import { autoSuggestResult, catalogTree, productSearchResult } from './product-search';

const price = {
  lowCurrent: 65,
  highCurrent: 65,
  lowOriginal: 65,
  highOriginal: 65,
  percentagePriceDiscount: 0,
  currency: 'USD',
};
const tile = {
  id: 'VN0A3WKTBLK',
  masterId: 'VN0A3WKT',
  name: 'Old Skool Shoe',
  slug: 'old-skool-shoe',
  pdpUrl: '/en-us/p/old-skool-shoe-VN0A3WKTBLK',
  price,
  rating: { score: 4.8 },
  reviewsCount: 5120,
  images: [{ url: 'https://images.example.com/VN0A3WKTBLK', alt: 'Side' }],
};
const result = {
  query: 'old skool',
  products: [tile],
  facets: [
    { id: 'color', label: 'Colour', values: [{ id: 'black', label: 'Black', count: 12, selected: true }] },
  ],
  sortOptions: [{ id: 'bestMatches', label: 'Best matches', selected: true }],
  pagination: { page: 1, pageSize: 24, total: 1 },
};

describe('product search result', () => {
  it('accepts products, facets, sort options and pagination, with an optional searchhub path', () => {
    expect(productSearchResult.safeParse(result).success).toBe(true);
    expect(
      productSearchResult.safeParse({ ...result, searchhub: { path: '/en-us/searchhub/old-skool' } }).success,
    ).toBe(true);
  });

  it('rejects page 0, a negative facet count, an unknown sort and a searchhub path without searchhub', () => {
    expect(
      productSearchResult.safeParse({ ...result, pagination: { page: 0, pageSize: 24, total: 1 } }).success,
    ).toBe(false);
    const facets = [
      { id: 'color', label: 'Colour', values: [{ id: 'black', label: 'Black', count: -1, selected: false }] },
    ];
    expect(productSearchResult.safeParse({ ...result, facets }).success).toBe(false);
    const sortOptions = [{ id: 'cheapest', label: 'Cheapest', selected: true }];
    expect(productSearchResult.safeParse({ ...result, sortOptions }).success).toBe(false);
    expect(productSearchResult.safeParse({ ...result, searchhub: { path: '/en-us/search' } }).success).toBe(
      false,
    );
  });
});

describe('auto-suggest and catalog', () => {
  it('accepts suggestions and rejects a category URL off the /c/ pattern', () => {
    const suggest = {
      terms: [{ value: 'old skool', count: 41 }],
      categories: [{ id: '4021', name: 'Shoes', url: '/en-us/c/shoes-4021' }],
      products: [{ id: tile.id, name: tile.name, pdpUrl: tile.pdpUrl, price }],
    };
    expect(autoSuggestResult.safeParse(suggest).success).toBe(true);
    const categories = [{ id: '4021', name: 'Shoes', url: '/en-us/shoes' }];
    expect(autoSuggestResult.safeParse({ ...suggest, categories }).success).toBe(false);
  });

  it('accepts a nested category tree and rejects a 3-digit id deep inside', () => {
    const leaf = {
      id: '211810',
      name: 'Jackets',
      slug: 'mens-jackets',
      url: '/en-us/c/mens-jackets-211810',
      children: [],
    };
    const tree = {
      categories: [{ id: '2110', name: 'Men', slug: 'men', url: '/en-us/c/men-2110', children: [leaf] }],
    };
    expect(catalogTree.parse(tree).categories[0]?.children[0]?.id).toBe('211810');
    const bad = { categories: [{ ...tree.categories[0], children: [{ ...leaf, id: '211' }] }] };
    expect(catalogTree.safeParse(bad).success).toBe(false);
  });
});
