import type { Translation } from '../../catalogue-types';
import type { home as en } from '../en/home';
import { articles } from './content/articles';
import { dialogs } from './content/dialogs';
import { layout } from './content/layout';
import { media } from './content/media';
import { contentPagesTexts } from './content/pages';
import { productExtras } from './content/product-extras';
import { shop } from './content/shop';
import { showcase } from './content/showcase';

/** La page d’accueil et ses blocs de contenu (features/home, features/content-blocks). */
export const home: Translation<typeof en> = {
  ...dialogs,
  'home.title': 'De l’équipement plein air pour tous les sentiers',
  'home.description': 'Manteaux, chaussures et équipement pour tous les sentiers.',
  'home.error': 'Cette page n’a pas pu être chargée.',
  'home.retry': 'Réessayer',
  'home.loading': 'Chargement de la page',
  'contentBlocks.benefits': 'Avantages',
  'contentBlocks.benefits.close': 'Fermer la barre des avantages',
  'contentBlocks.recommendations.title': 'Vous aimerez aussi',
  'contentBlocks.recommendations.previous': 'Produits précédents',
  'contentBlocks.recommendations.next': 'Produits suivants',
  'contentBlocks.recommendations.loading': 'Chargement des recommandations',
  ...media,
  ...layout,
  ...articles,
  ...shop,
  ...contentPagesTexts,
  ...showcase,
  ...productExtras,
};
