import { describe, expect, it } from 'vitest';
import { generateCatalogueSeed } from '../../db/seed/catalogue-seed';
import { CURRENCIES, type Currency, type ProductSeed } from '../../db/seed/catalogue-types';
import { DEFAULT_SEED } from '../../db/seed/seed-data';
import { searchCatalogue } from './search';
import { parseFilters } from './search-facets';

/*
 * The listings the menus link to, over the seeded catalogue: every department's sale listing holds only
 * products on sale, and every facet the search answers filters, with counts that agree with the results.
 */

const seed = generateCatalogueSeed(DEFAULT_SEED);
const categoryById = new Map(seed.categories.map((c) => [c.id, c]));
const departments = seed.categories.filter((c) => !c.parentId);

const list = (currency: Currency, categoryId: string | undefined, filters?: string) =>
  searchCatalogue(
    seed.products,
    { categoryId, selection: parseFilters(filters), sort: 'bestMatches', page: 1, pageSize: 1000 },
    { currency, categoryById },
  );

const onSale = (p: ProductSeed, currency: Currency) =>
  p.colors.some((c) => c.prices[currency].current < c.prices[currency].original);

describe('seeded listings', () => {
  it.each(CURRENCIES)('a department filtered by sale:true lists only products on sale (%s)', (currency) => {
    for (const dept of [...departments, undefined]) {
      const all = list(currency, dept?.id);
      const sale = list(currency, dept?.id, 'sale:true');
      expect(sale.total, `sale in ${dept?.name ?? 'everything'}`).toBeGreaterThan(0);
      expect(sale.total).toBeLessThan(all.total);
      expect(sale.products.every((p) => onSale(p, currency))).toBe(true);
      expect(all.products.filter((p) => onSale(p, currency))).toHaveLength(sale.total);
    }
  });

  it('every facet value filters to exactly its count, and counts agree with the results', () => {
    for (const dept of departments) {
      const all = list('USD', dept.id);
      expect(all.facets.map((f) => f.id)).toEqual(['category', 'gender', 'color', 'size', 'price', 'sale']);
      for (const facet of all.facets) {
        for (const value of facet.values) {
          const filtered = list('USD', dept.id, `${facet.id}:${value.id}`);
          expect(filtered.total, `${dept.name} ${facet.id}:${value.id}`).toBe(value.count);
          const selected = filtered.facets
            .find((f) => f.id === facet.id)
            ?.values.find((v) => v.id === value.id);
          expect(selected).toMatchObject({ selected: true, count: filtered.total });
        }
      }
    }
  });

  it('every facet narrows the whole assortment (a facet whose values all products share filters nothing)', () => {
    const all = list('USD', undefined);
    for (const facet of all.facets) {
      for (const value of facet.values)
        expect(value.count, `${facet.id}:${value.id}`).toBeLessThan(all.total);
    }
  });

  it('filters of two facets AND, values of one facet OR', () => {
    const men = list('USD', '1000');
    const black = list('USD', '1000', 'color:black');
    const blackOrBlue = list('USD', '1000', 'color:black,blue');
    const blackOnSale = list('USD', '1000', 'color:black|sale:true');
    expect(blackOrBlue.total).toBeGreaterThan(black.total);
    expect(blackOrBlue.total).toBeLessThanOrEqual(men.total);
    expect(blackOnSale.total).toBeLessThan(black.total);
    expect(
      blackOnSale.products.every((p) => onSale(p, 'USD') && p.colors.some((c) => c.family === 'black')),
    ).toBe(true);
  });

  it('without a term, best matches is the best sellers order (popularity) and newest is by launch', () => {
    const popular = list('USD', '1000').products.map((p) => p.popularity);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const newest = searchCatalogue(
      seed.products,
      { categoryId: '1000', selection: new Map(), sort: 'newest', page: 1, pageSize: 1000 },
      { currency: 'USD', categoryById },
    ).products.map((p) => p.launchedAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });
});
