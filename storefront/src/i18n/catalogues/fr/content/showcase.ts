import type { Translation } from '../../../catalogue-types';
import type { showcase as en } from '../../en/content/showcase';

/** La page de l’outil d’aperçu « showcase » (features/content-blocks/showcase ; spec 001, section 2). */
export const showcase: Translation<typeof en> = {
  'contentPages.showcase.title': 'Vitrine de contenu',
  'contentPages.showcase.description': 'Outil d’aperçu : les éléments de contenu d’un type de document.',
  'contentPages.showcase.docTypeRequired': 'Le type de document est obligatoire',
  'contentPages.showcase.docType': 'Type de document : {docType}',
  'contentPages.showcase.layoutVariant': 'Variante de mise en page : {layoutVariant}',
  'contentPages.showcase.limit': 'Éléments à afficher',
  'contentPages.showcase.items': 'Éléments',
  'contentPages.showcase.noResults': 'Aucun résultat.',
  'contentPages.showcase.loading': 'Chargement des éléments',
  'contentPages.showcase.failed': 'Les éléments n’ont pas pu être chargés.',
  'contentPages.showcase.retry': 'Réessayer',
} as const;
