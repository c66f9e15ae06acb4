import type { Translation } from '../../../catalogue-types';
import type { articles as en } from '../../en/content/articles';

/** La page d’article et la grille d’articles (features/content-blocks/articles). */
export const articles: Translation<typeof en> = {
  'contentBlocks.articles.published': 'Publié le {date}',
  'contentBlocks.articles.related': 'Articles connexes',
  'contentBlocks.articles.title': 'Récits',
  'contentBlocks.articles.filters': 'Filtrer par thème',
  'contentBlocks.articles.clearAll': 'Tout effacer',
  'contentBlocks.articles.seeMore': 'Voir plus de thèmes',
  'contentBlocks.articles.seeLess': 'Voir moins de thèmes',
  'contentBlocks.articles.loadMore': 'Afficher plus',
  'contentBlocks.articles.count': '{shown, number} sur {total, plural, one {# article} other {# articles}}',
  'contentBlocks.articles.empty': 'Aucun article ne correspond à ces thèmes.',
  'contentBlocks.articles.loading': 'Chargement des articles',
  'contentBlocks.articles.error': 'Les articles n’ont pas pu être chargés.',
  'contentBlocks.articles.retry': 'Réessayer',
};
