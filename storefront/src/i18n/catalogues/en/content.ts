import { articles } from './content/articles';
import { dialogs } from './content/dialogs';
import { layout } from './content/layout';
import { media } from './content/media';
import { contentPagesTexts } from './content/pages';
import { productExtras } from './content/product-extras';
import { shop } from './content/shop';
import { showcase } from './content/showcase';

/**
 * The content blocks' and content pages' texts beyond the home page's first screen (features/content-blocks,
 * features/content-pages, features/pop-ups): they load with the blocks that use them.
 */
export const content = {
  ...dialogs,
  ...media,
  ...layout,
  ...articles,
  ...shop,
  ...contentPagesTexts,
  ...showcase,
  ...productExtras,
} as const;
