import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../db/seed/catalogue-taxonomy';
import { suggest } from './auto-suggest';
import { categoryIn, productIn } from './catalogue-language';
import { testProduct } from './test-support';

const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]));
const copy = (noun: string) => ({
  name: { gender: 'men' as const, models: ['Alpine'], noun },
  description: { intro: 0, features: [0], material: 0, care: 0 },
});
const products = [
  testProduct({ styleId: 'SPJK0101', name: "Men's Alpine Down Jacket", popularity: 5 }),
  testProduct({
    styleId: 'SPJK0102',
    name: "Men's Storm Rain Jacket",
    popularity: 90,
    copy: copy('Rain Jacket'),
  }),
  testProduct({
    styleId: 'SPHB0101',
    name: 'Hiking Boot',
    productType: 'hikingBoots',
    categoryIds: ['300110', '3000'],
    copy: copy('Hiking Boot'),
  }),
];

describe('auto-suggest', () => {
  it('suggests terms with counts, matching categories and the best products', () => {
    const s = suggest('jack', products, CATEGORIES, categoryById);
    expect(s.terms[0]).toEqual({ value: "men's jackets", count: 2 });
    expect(s.terms.map((t) => t.value)).toContain('rain jacket');
    expect(s.categories.map((c) => c.id)).toEqual(['100110', '200110']);
    expect(s.products.map((p) => p.styleId)).toEqual(['SPJK0102', 'SPJK0101']);
  });

  it('suggests product kinds in the shopper’s language', () => {
    const french = products.map((p) => productIn(p, 'fr'));
    const categories = CATEGORIES.map((c) => categoryIn(c, 'fr'));
    const byId = new Map(categories.map((c) => [c.id, c]));
    const s = suggest('botte', french, categories, byId, 'fr');
    expect(s.terms.map((t) => t.value)).toContain('botte de randonnée');
    expect(s.products.map((p) => p.name)).toEqual(['Botte de randonnée Alpine pour hommes']);
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
