import type { Translation } from '../../catalogue-types';
import type { account as en } from '../en/account';

export const account: Translation<typeof en> = {
  'session.validation.required': 'Ce champ est obligatoire',
  'session.validation.email': "L'adresse e-mail n'est pas valide",
  'session.validation.maxLength': '{max} caractères au maximum.',

  'session.signIn.title': 'Connexion',
  'session.signIn.intro': 'Connectez-vous pour voir vos commandes, vos adresses et vos favoris.',
  'session.signIn.email': 'Adresse e-mail',
  'session.signIn.password': 'Mot de passe',
  'session.signIn.showPassword': 'Afficher le mot de passe',
  'session.signIn.submit': 'Se connecter',
  'session.signIn.forgotPassword': 'Mot de passe oublié ?',
  'session.signIn.opensInNewTab': "(s'ouvre dans un nouvel onglet)",
  'session.signIn.noAccount': 'Nouveau client ?',
  'session.signIn.createAccount': 'Créer un compte',
  'session.signIn.errorHelp': "Besoin d'aide ?",
  'session.signIn.resetPassword': 'Réinitialiser votre mot de passe',
  'session.signIn.contactSupport': 'Contacter le service client',
  'session.signIn.joinLoyalty': 'Adhérer au programme de fidélité',

  'session.confirmation.title': 'Vous êtes connecté',
  'session.confirmation.welcome': 'Bon retour, {name}.',
  'session.confirmation.welcomeNoName': 'Bon retour.',

  'session.employeeTerms.title': 'Conditions de la remise employé',
  'session.employeeTerms.intro':
    'En tant qu’employé, vous bénéficiez de la remise employé, dans la limite de votre plafond annuel.',
  'session.employeeTerms.body':
    'La remise est réservée à vous et à votre foyer, ne peut servir à la revente et s’applique avec le code STAFF30. Les commandes sont décomptées de votre plafond annuel. Tout abus peut entraîner le retrait de la remise.',
  'session.employeeTerms.readFull': 'Lire les conditions complètes de la remise employé',
  'session.employeeTerms.accept': 'Accepter et continuer',
  'session.employeeTerms.notNow': 'Plus tard',
  'session.employeeTerms.declinedNote':
    'Vous pourrez accepter les conditions plus tard depuis votre compte pour obtenir la remise.',
  'session.employeeTerms.accepted': 'Remise employé activée',

  'session.accountPage.title': 'Mon compte',
  'session.accountPage.description': 'Votre compte : profil, commandes et paramètres.',
  'session.accountPage.greeting': 'Bonjour, {name}',
  'session.accountPage.email': 'Connecté en tant que {email}',
  'session.accountPage.employeeTermsPending':
    'Acceptez les conditions de la remise employé pour en profiter.',
  'session.accountPage.passwordTitle': 'Mot de passe',
  'session.accountPage.passwordText': 'Modifiez le mot de passe que vous utilisez pour vous connecter.',
  'session.accountPage.changePassword': 'Modifier le mot de passe',
  'session.accountPage.reviewTerms': 'Voir les conditions',
  'session.accountPage.guestTitle': 'Connectez-vous à votre compte',
  'session.accountPage.guestText':
    'Connectez-vous pour voir votre profil, vos commandes et vos informations.',
  'session.accountPage.loadFailed': "Nous n'avons pas pu charger votre profil.",
  'session.accountPage.retry': 'Réessayer',
  'session.accountPage.loading': 'Chargement de votre compte',
} as const;
