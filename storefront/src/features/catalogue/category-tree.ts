import type { CatalogAnswer } from '../../commerce/catalogue';

export type CatalogCategory = CatalogAnswer['categories'][number];

/** The path from a top category down to the one with this id (empty when it is not in the tree). */
export function categoryPath(categories: readonly CatalogCategory[], id: string): CatalogCategory[] {
  for (const category of categories) {
    if (category.id === id) return [category];
    const below = categoryPath(category.children, id);
    if (below.length) return [category, ...below];
  }
  return [];
}

/** The top categories, for a zero-results page's "popular categories". */
export const topCategories = (categories: readonly CatalogCategory[], limit = 6): CatalogCategory[] =>
  categories.slice(0, limit);
