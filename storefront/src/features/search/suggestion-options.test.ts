import { describe, expect, it } from 'vitest';
import { moveActive, searchHref, suggestionGroups } from './suggestion-options';

describe('suggestion options', () => {
  it('groups terms, categories and products, leaving empty groups out', () => {
    const groups = suggestionGroups(
      {
        terms: [{ value: 'jackets', count: 12 }],
        categories: [],
        products: [
          {
            id: 'SPJK0001',
            name: "Men's Summit Down Jacket",
            pdpUrl: '/en-us/p/mens-summit-down-jacket-SPJK0001',
            price: {
              lowCurrent: 229,
              highCurrent: 229,
              lowOriginal: 229,
              highOriginal: 229,
              percentagePriceDiscount: 0,
              currency: 'USD',
            },
          },
        ],
      },
      'en-us',
    );
    expect(groups.map((g) => g.kind)).toEqual(['term', 'product']);
    expect(groups[0]?.options[0]?.href).toBe('/en-us/search?q=jackets');
    expect(groups[1]?.options[0]?.href).toBe('/en-us/p/mens-summit-down-jacket-SPJK0001');
  });

  it('moves the active option with wrap through the input', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(-1);
    expect(moveActive(0, -1, 3)).toBe(-1);
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });

  it('builds the search URL with the query encoded', () => {
    expect(searchHref('fr-ca', ' rain & snow ')).toBe('/fr-ca/search?q=rain+%26+snow');
  });
});
