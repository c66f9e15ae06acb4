import type { Translation } from '../../catalogue-types';
import type { session as en } from '../en/session';

export const session: Translation<typeof en> = {
  'session.account.signIn': 'Se connecter',
  'session.account.menu': 'Menu du compte de {name}',
  'session.account.greetingShort': 'Bonjour, {name}',
  'session.account.myAccount': 'Mon compte',
  'session.account.signOut': 'Se déconnecter',

  'session.banner.employee': 'Votre remise employé est active : utilisez le code STAFF30 au paiement.',
  'session.banner.termsLink': 'Conditions de la remise',

  'session.signOut.successTitle': 'Succès',
  'session.signOut.successMessage': 'Vous êtes déconnecté.',
} as const;
