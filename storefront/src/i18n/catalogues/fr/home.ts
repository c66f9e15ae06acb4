import type { Translation } from '../../catalogue-types';
import type { home as en } from '../en/home';

/** La page d’accueil et les blocs de son premier écran (features/home ; avantages, liens du héros). */
export const home: Translation<typeof en> = {
  'home.title': 'De l’équipement plein air pour tous les sentiers',
  'home.description': 'Manteaux, chaussures et équipement pour tous les sentiers.',
  'home.error': 'Cette page n’a pas pu être chargée.',
  'home.retry': 'Réessayer',
  'home.loading': 'Chargement de la page',
  'contentBlocks.benefits': 'Avantages',
  'contentBlocks.media.heroLinks': 'Explorer',
  'contentBlocks.benefits.close': 'Fermer la barre des avantages',
};
