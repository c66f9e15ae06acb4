import { articles } from './content/articles';
import { dialogs } from './content/dialogs';
import { layout } from './content/layout';
import { media } from './content/media';
import { contentPagesTexts } from './content/pages';
import { productExtras } from './content/product-extras';
import { shop } from './content/shop';
import { showcase } from './content/showcase';

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
