/** La navigation de l'espace client (features/account/area/). */
export const navigation = {
  'accountArea.nav.label': 'Votre compte',
  'accountArea.nav.overview': 'Aperçu',
  'accountArea.nav.profile': 'Profil',
  'accountArea.nav.communication': 'Préférences de communication',
  'accountArea.nav.back': 'Retour à votre compte',
  'accountArea.loading': 'Chargement…',
};
