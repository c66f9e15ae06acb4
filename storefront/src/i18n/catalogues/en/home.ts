import { media } from './content/media';
import { layout } from './content/layout';
import { articles } from './content/articles';
import { shop } from './content/shop';
import { contentPagesTexts } from './content/pages';

import { showcase } from './content/showcase';
import { dialogs } from './content/dialogs';
import { productExtras } from './content/product-extras';

/** The home page and the content blocks it is built from (features/home, features/content-blocks). */
export const home = {
  ...dialogs,
  'home.title': 'Outdoor gear for every trail',
  'home.description': 'Jackets, footwear and equipment for every trail.',
  'home.error': 'We could not load this page.',
  'home.retry': 'Try again',
  'home.loading': 'Loading the page',
  'contentBlocks.benefits': 'Benefits',
  'contentBlocks.benefits.close': 'Close the benefits bar',
  'contentBlocks.recommendations.title': 'You may also like',
  'contentBlocks.recommendations.previous': 'Previous products',
  'contentBlocks.recommendations.next': 'Next products',
  'contentBlocks.recommendations.loading': 'Loading recommendations',
  ...media,
  ...layout,
  ...articles,
  ...shop,
  ...contentPagesTexts,
  ...showcase,
  ...productExtras,
} as const;
