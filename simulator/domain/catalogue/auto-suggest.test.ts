import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../db/seed/catalogue-taxonomy';
import { suggest } from './auto-suggest';
import { testProduct } from './test-support';

const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));
const products = [
  testProduct({ styleId: 'SPJK0101', name: "Men's Alpine Down Jacket", popularity: 5 }),
  testProduct({ styleId: 'SPJK0102', name: "Men's Storm Rain Jacket", popularity: 90 }),
  testProduct({ styleId: 'SPHB0101', name: 'Hiking Boot', categoryIds: ['300110', '3000'] }),
];

describe('auto-suggest', () => {
  it('suggests terms with counts, matching categories and the best products', () => {
    const s = suggest('jack', products, CATEGORIES, categoryById);
    expect(s.terms[0]).toEqual({ value: "men's jackets", count: 2 });
    expect(s.terms.map((t) => t.value)).toContain('rain jacket');
    expect(s.categories.map((c) => c.id)).toEqual(['100110', '200110']);
    expect(s.products.map((p) => p.styleId)).toEqual(['SPJK0102', 'SPJK0101']);
  });

  it('matches every typed word and answers empty lists when nothing matches', () => {
    expect(suggest('hiking bo', products, CATEGORIES, categoryById).products.map((p) => p.styleId)).toEqual([
      'SPHB0101',
    ]);
    expect(suggest('zzz', products, CATEGORIES, categoryById)).toEqual({
      terms: [],
      categories: [],
      products: [],
    });
  });
});
