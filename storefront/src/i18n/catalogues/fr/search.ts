import type { Translation } from '../../catalogue-types';
import type { search as en } from '../en/search';

export const search: Translation<typeof en> = {
  'search.box.label': 'Rechercher des produits',
  'search.box.placeholder': 'Vestes, bottes, tentes…',
  'search.box.submit': 'Rechercher',
  'search.box.available':
    '{count, plural, one {# suggestion disponible} other {# suggestions disponibles}}, utilisez les flèches haut et bas pour parcourir',
  'search.suggest.label': 'Suggestions de recherche',
  'search.suggest.terms': 'Suggestions',
  'search.suggest.categories': 'Catégories',
  'search.suggest.products': 'Produits',
};
