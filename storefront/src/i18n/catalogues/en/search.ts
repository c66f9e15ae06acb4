/** The header's search box and the search results page. */
export const search = {
  'search.box.label': 'Search products',
  'search.box.placeholder': 'Search jackets, boots, tents…',
  'search.box.submit': 'Search',
  'search.box.available':
    '{count, plural, one {# suggestion available} other {# suggestions available}}, use the up and down arrows to browse',
  'search.suggest.label': 'Search suggestions',
  'search.suggest.terms': 'Suggestions',
  'search.suggest.categories': 'Categories',
  'search.suggest.products': 'Products',
} as const;
