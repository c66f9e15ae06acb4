import type { Translation } from '../../catalogue-types';
import type { navigation as en } from '../en/navigation';

/** En-tête, menus, pied de page et choix du pays (features/navigation). */
export const navigation: Translation<typeof en> = {
  'navigation.home': 'Accueil SummitPeak',
  'navigation.main': 'Principal',
  'navigation.menu.open': 'Ouvrir le menu',
  'navigation.menu.title': 'Menu',
  'navigation.menu.error': 'Le menu n’a pas pu être chargé.',
  'navigation.menu.retry': 'Réessayer',
  'navigation.menu.findStore': 'Trouver un magasin',
  'navigation.menu.help': 'Aide et contact',
  'navigation.shopAll': 'Tout voir : {title}',
  'navigation.newTab': '(s’ouvre dans un nouvel onglet)',
  'navigation.footer.label': 'Pied de page',
};
