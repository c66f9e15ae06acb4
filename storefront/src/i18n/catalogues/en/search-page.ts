/** The search results page's texts: its title and the zero-results help (loaded with the page). */
export const searchPage = {
  'search.page.title': 'Search',
  'search.page.allProducts': 'All products',
  'search.page.titleFor': 'Results for “{q}”',
  'search.page.description': 'Search SummitPeak for jackets, footwear, packs and camping gear.',
  'search.page.corrected': 'Showing results for “{q}”.',
  'search.zero.title': 'We couldn’t find anything for “{q}”',
  'search.zero.prompt': 'What are you looking for?',
  'search.zero.tipsTitle': 'Search tips',
  'search.zero.tipSpelling': 'Check the spelling.',
  'search.zero.tipFewer': 'Use fewer or shorter words.',
  'search.zero.tipGeneral': 'Try a more general term, such as “jacket” instead of a model name.',
  'search.zero.popularSearches': 'Popular searches',
  'search.zero.popularCategories': 'Shop by category',
} as const;
