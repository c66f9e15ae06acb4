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
  'navigation.shopAll': 'Tout voir : {title}',
  'navigation.newTab': '(s’ouvre dans un nouvel onglet)',
  'navigation.footer.label': 'Pied de page',
  'navigation.footer.social': 'Suivez-nous',
  'navigation.footer.legal': 'Mentions légales',
  'navigation.footer.newsletter.title': 'Restez informé',
  'navigation.footer.newsletter.text': 'Nouveautés, lancements et récits de sentier, deux fois par mois.',
  'navigation.footer.newsletter.cta': 'S’abonner à l’infolettre',
  'navigation.footer.error': 'Certains liens du pied de page sont indisponibles pour le moment.',
  'navigation.locale.label': 'Pays et langue',
  'navigation.locale.submit': 'Aller',
  'navigation.locale.en-us': 'États-Unis (English)',
  'navigation.locale.en-ca': 'Canada (English)',
  'navigation.locale.fr-ca': 'Canada (Français)',
  'navigation.locale.en-gb': 'Royaume-Uni (English)',
  'navigation.locale.fr-fr': 'France (Français)',
};
