/** The home page's own texts and its first screen's blocks' (features/home; the benefit bar, the hero's links). */
export const home = {
  'home.title': 'Outdoor gear for every trail',
  'home.description': 'Jackets, footwear and equipment for every trail.',
  'home.error': 'We could not load this page.',
  'home.retry': 'Try again',
  'home.loading': 'Loading the page',
  'contentBlocks.benefits': 'Benefits',
  'contentBlocks.media.heroLinks': 'Explore',
  'contentBlocks.benefits.close': 'Close the benefits bar',
} as const;
