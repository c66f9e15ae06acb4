import type { Translation } from '../../../catalogue-types';
import type { contentPagesTexts as en } from '../../en/content/pages';

/** Les pages de contenu qui ont leur propre adresse (features/content-pages). */
export const contentPagesTexts: Translation<typeof en> = {
  'contentPages.pages.home': 'Accueil',
  'contentPages.pages.loading': 'Chargement de la page',
  'contentPages.pages.error': 'Cette page n’a pas pu être chargée.',
  'contentPages.pages.retry': 'Réessayer',
  'contentPages.pages.children': 'Dans cette rubrique',
};
