import { productExtras } from './content/product-extras';

/** The home page and the content blocks it is built from (features/home, features/content-blocks). */
export const home = {
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
  ...productExtras,
} as const;
