import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../db/seed/catalogue-taxonomy';
import { redirectFor, relevance, searchCatalogue, searchhubFor, tokens } from './search';
import { parseFilters } from './search-facets';
import { color, testProduct } from './test-support';

const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));
const ctx = { currency: 'USD' as const, categoryById };

const products = [
  testProduct({
    styleId: 'SPJK0101',
    name: "Men's Alpine Down Jacket",
    colors: [color('BLK', 'black', 25000)],
    popularity: 10,
  }),
  testProduct({
    styleId: 'SPJK0102',
    name: "Men's Storm Rain Jacket",
    colors: [color('FRD', 'red', 12000, 25), color('NVY', 'blue', 12000)],
    popularity: 50,
    launchedAt: '2025-06-01T00:00:00.000Z',
    rating: { score: 4.8, count: 3 },
  }),
  testProduct({
    styleId: 'SPHB0101',
    name: "Women's Ridge Hiking Boot",
    productType: 'hikingBoots',
    gender: 'women',
    categoryIds: ['300110', '3000'],
    sizes: ['7', '8'],
    colors: [color('EBR', 'brown', 18000)],
    popularity: 30,
  }),
  testProduct({
    styleId: 'SPHG0101',
    name: 'Meridian Beanie',
    online: false,
    categoryIds: ['500110', '5000'],
  }),
];

const search = (input: Partial<Parameters<typeof searchCatalogue>[1]>) =>
  searchCatalogue(
    products,
    { sort: 'bestMatches', page: 1, pageSize: 24, selection: new Map(), ...input },
    ctx,
  );

describe('search terms', () => {
  it('tokenises to lower-case words without plural s', () => {
    expect(tokens("Men's Hiking Boots")).toEqual(['men', 'hiking', 'boot']);
  });

  it('needs every token; name words weigh more than categories and colours', () => {
    const [down, rain] = products;
    expect(relevance(down as never, tokens('down jacket'), categoryById)).toBe(6);
    expect(relevance(down as never, tokens('down red'), categoryById)).toBe(0);
    expect(relevance(rain as never, tokens('red'), categoryById)).toBe(1);
  });

  it('finds boots by the singular and lists only online products', () => {
    expect(search({ q: 'boots' }).products.map((p) => p.styleId)).toEqual(['SPHB0101']);
    expect(search({}).total).toBe(3);
    expect(search({ q: 'beanie' }).total).toBe(0);
  });
});

describe('filters, facets, sort and pages', () => {
  it('parses facetId:values joined by |', () => {
    const selection = parseFilters('color:black,red|size:M');
    expect([...(selection.get('color') ?? [])]).toEqual(['black', 'red']);
    expect([...(selection.get('size') ?? [])]).toEqual(['M']);
  });

  it('ignores unknown facets', () => {
    expect(search({ selection: parseFilters('brand:acme') }).total).toBe(3);
  });

  it('scopes by category, including the department', () => {
    expect(search({ categoryId: '1000' }).total).toBe(2);
    expect(search({ categoryId: '300110' }).products.map((p) => p.styleId)).toEqual(['SPHB0101']);
  });

  it('ORs within a facet, ANDs across facets, and counts each facet without its own selection', () => {
    const out = search({ selection: parseFilters('color:black,brown|gender:men') });
    expect(out.products.map((p) => p.styleId)).toEqual(['SPJK0101']);
    const colorFacet = out.facets.find((f) => f.id === 'color');
    expect(colorFacet?.values.find((v) => v.id === 'black')).toMatchObject({ count: 1, selected: true });
    expect(colorFacet?.values.find((v) => v.id === 'red')).toMatchObject({ count: 1, selected: false });
    expect(colorFacet?.values.find((v) => v.id === 'brown')).toMatchObject({ count: 0, selected: true });
    const gender = out.facets.find((f) => f.id === 'gender');
    expect(gender?.values.map((v) => [v.id, v.count])).toEqual([
      ['men', 1],
      ['women', 1],
    ]);
  });

  it('has price buckets and a sale facet', () => {
    const out = search({});
    expect(out.facets.find((f) => f.id === 'price')?.values.map((v) => v.id)).toEqual([
      '50-100',
      '100-200',
      '200-400',
    ]);
    expect(out.facets.find((f) => f.id === 'price')?.values[0]?.label).toBe('$50 - $100');
    expect(search({ selection: parseFilters('sale:true') }).products.map((p) => p.styleId)).toEqual([
      'SPJK0102',
    ]);
  });

  it('sorts by price, newest, rating and popularity, and pages', () => {
    expect(search({ sort: 'priceLowToHigh' }).products.map((p) => p.styleId)).toEqual([
      'SPJK0102',
      'SPHB0101',
      'SPJK0101',
    ]);
    expect(search({ sort: 'priceHighToLow' }).products[0]?.styleId).toBe('SPJK0101');
    expect(search({ sort: 'newest' }).products[0]?.styleId).toBe('SPJK0102');
    expect(search({ sort: 'topRated' }).products[0]?.styleId).toBe('SPJK0102');
    expect(search({ sort: 'bestMatches' }).products.map((p) => p.styleId)).toEqual([
      'SPJK0102',
      'SPHB0101',
      'SPJK0101',
    ]);
    const page2 = search({ sort: 'bestMatches', page: 2, pageSize: 2 });
    expect(page2.products.map((p) => p.styleId)).toEqual(['SPJK0101']);
    expect(page2.total).toBe(3);
    expect(search({ page: 9 }).products).toEqual([]);
    expect(search({ sort: 'newest' }).sortOptions.find((o) => o.selected)?.id).toBe('newest');
  });

  it('gives a searchhub for category names and a redirect for page terms', () => {
    expect(searchhubFor('Hiking boots', CATEGORIES, 'en-us')).toBe('/en-us/searchhub/hiking-boots');
    expect(searchhubFor('down jacket', CATEGORIES, 'en-us')).toBeUndefined();
    expect(redirectFor(' Gift  Cards ', 'en-ca')).toBe('/en-ca/gift-card');
    expect(redirectFor('jacket', 'en-us')).toBeUndefined();
  });
});
