import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { useTestSimulator as startTestSimulator } from '../testing/simulator-server';
import { testCommerce } from '../testing/test-commerce';

// Renamed on import: it registers vitest hooks, not React ones.
const sim = startTestSimulator();
const MENS_JACKETS = '100110';

describe('catalogue commerce against the simulator', () => {
  it('lists a category page with facets, sort options and the total', async () => {
    const { catalogue } = testCommerce(sim);
    const answer = await catalogue.searchProducts({
      categoryId: MENS_JACKETS,
      filters: {},
      sort: 'bestMatches',
      page: 1,
      pageSize: 4,
    });
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(4);
    expect(answer.pagination).toMatchObject({ page: 1, pageSize: 4 });
    expect(answer.facets.map((f) => f.id)).toContain('color');
    expect(answer.sortOptions.find((s) => s.selected)?.id).toBe('bestMatches');
  });

  it('sends facet filters and sort, and the answer marks them selected', async () => {
    const { catalogue } = testCommerce(sim);
    const all = await catalogue.searchProducts({
      categoryId: MENS_JACKETS,
      filters: {},
      sort: 'priceLowToHigh',
      page: 1,
      pageSize: 96,
    });
    const lows = all.products.map((p) => p.price.lowCurrent);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    const color = all.facets.find((f) => f.id === 'color')?.values[0];
    if (!color) throw new Error('no colour facet');
    const filtered = await catalogue.searchProducts({
      categoryId: MENS_JACKETS,
      filters: { color: [color.id] },
      sort: 'priceLowToHigh',
      page: 1,
      pageSize: 96,
    });
    expect(filtered.pagination.total).toBe(color.count);
    expect(
      filtered.facets.find((f) => f.id === 'color')?.values.find((v) => v.id === color.id)?.selected,
    ).toBe(true);
  });

  it('answers PLP400 for an unknown category', async () => {
    const { catalogue } = testCommerce(sim);
    const error = await catalogue
      .searchProducts({ categoryId: '9999', filters: {}, sort: 'bestMatches', page: 1, pageSize: 24 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe('PLP400');
  });

  it('suggests terms, categories and products', async () => {
    const { catalogue } = testCommerce(sim);
    const answer = await catalogue.getAutoSuggestions('jack');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.terms.length + answer.categories.length).toBeGreaterThan(0);
  });

  it('reads product details with variants for the quick shop', async () => {
    const { catalogue } = testCommerce(sim);
    const product = await catalogue.getProductDetails('SPSN0001');
    expect(product.attributes.map((a) => a.code)).toEqual(['color', 'size']);
    expect(product.variants.some((v) => v.size === '9' && v.availability === 'outOfStock')).toBe(true);
  });
});
