/** The article page and the article grid (features/content-blocks/articles). */
export const articles = {
  'contentBlocks.articles.published': 'Published on {date}',
  'contentBlocks.articles.related': 'Related articles',
  'contentBlocks.articles.title': 'Stories',
  'contentBlocks.articles.filters': 'Filter by topic',
  'contentBlocks.articles.clearAll': 'Clear all',
  'contentBlocks.articles.seeMore': 'See more topics',
  'contentBlocks.articles.seeLess': 'See fewer topics',
  'contentBlocks.articles.loadMore': 'Load more',
  'contentBlocks.articles.count': '{shown, number} of {total, plural, one {# article} other {# articles}}',
  'contentBlocks.articles.empty': 'No articles match these topics.',
  'contentBlocks.articles.loading': 'Loading articles',
  'contentBlocks.articles.error': 'We could not load the articles.',
  'contentBlocks.articles.retry': 'Try again',
} as const;
