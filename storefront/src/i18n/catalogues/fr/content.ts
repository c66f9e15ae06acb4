import type { Translation } from '../../catalogue-types';
import type { content as en } from '../en/content';
import { articles } from './content/articles';
import { dialogs } from './content/dialogs';
import { layout } from './content/layout';
import { media } from './content/media';
import { contentPagesTexts } from './content/pages';
import { productExtras } from './content/product-extras';
import { shop } from './content/shop';
import { showcase } from './content/showcase';

/** Les textes des blocs et des pages de contenu au-delà du premier écran de l’accueil. */
export const content: Translation<typeof en> = {
  ...dialogs,
  ...media,
  ...layout,
  ...articles,
  ...shop,
  ...contentPagesTexts,
  ...showcase,
  ...productExtras,
};
