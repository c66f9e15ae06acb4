import type { Translation } from '../../catalogue-types';
import type { searchPage as en } from '../en/search-page';

export const searchPage: Translation<typeof en> = {
  'search.page.title': 'Recherche',
  'search.page.allProducts': 'Tous les produits',
  'search.page.titleFor': 'Résultats pour « {q} »',
  'search.page.description': 'Cherchez chez SummitPeak des vestes, chaussures, sacs et articles de camping.',
  'search.page.corrected': 'Résultats pour « {q} ».',
  'search.zero.title': 'Aucun résultat pour « {q} »',
  'search.zero.prompt': 'Que recherchez-vous ?',
  'search.zero.tipsTitle': 'Conseils de recherche',
  'search.zero.tipSpelling': 'Vérifiez l’orthographe.',
  'search.zero.tipFewer': 'Utilisez moins de mots, ou des mots plus courts.',
  'search.zero.tipGeneral': 'Essayez un terme plus général, comme « veste » plutôt qu’un nom de modèle.',
  'search.zero.popularSearches': 'Recherches populaires',
  'search.zero.popularCategories': 'Acheter par catégorie',
};
