import type { Translation } from '../../catalogue-types';
import type { footer as en } from '../en/footer';

export const footer: Translation<typeof en> = {
  'navigation.footer.social': 'Suivez-nous',
  'navigation.footer.country': 'Changer de pays ou de langue',
  'navigation.footer.legal': 'Mentions légales',
  'navigation.footer.cookiePreferences': 'Préférences en matière de témoins',
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
