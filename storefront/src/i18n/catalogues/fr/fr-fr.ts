import type { Overlay } from '../../catalogue-types';
import type { consent } from '../en/consent';
import type { footer } from '../en/footer';

/**
 * France's wording where it differs from the French catalogue, which is written for Québec: "cookies",
 * not "témoins". Merged over fr on fr-fr only (load-catalogue.ts); fr-ca keeps the catalogue's words.
 */
export const messages = {
  'consent.banner.text':
    'Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre permission, des cookies qui mesurent ses performances, retiennent vos préférences et adaptent ce que nous vous montrons.',
  'consent.banner.settings': 'Paramètres des cookies',
  'consent.preferences.title': 'Préférences en matière de cookies',
  'consent.preferences.intro':
    'Choisissez les cookies que nous pouvons utiliser. Vous pouvez changer d’avis à tout moment grâce au lien en bas de chaque page.',
  'navigation.footer.cookiePreferences': 'Préférences en matière de cookies',
} satisfies Overlay<typeof consent & typeof footer>;
