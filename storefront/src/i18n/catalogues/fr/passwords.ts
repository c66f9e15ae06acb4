import type { Translation } from '../../catalogue-types';
import type { passwords as en } from '../en/passwords';

export const passwords: Translation<typeof en> = {
  'passwords.validation.required': 'Ce champ est obligatoire',
  'passwords.validation.email': "L'adresse courriel n'est pas valide",
  'passwords.validation.passwordMinLength': 'Huit caractères ou plus',
  'passwords.validation.passwordUppercase': 'Une lettre majuscule',
  'passwords.validation.passwordLowercase': 'Une lettre minuscule',
  'passwords.validation.passwordNumber': 'Un chiffre',

  'passwords.rule.uppercase': 'Ajoutez au moins une lettre majuscule.',
  'passwords.rule.lowercase': 'Ajoutez au moins une lettre minuscule.',
  'passwords.rule.number': 'Ajoutez au moins un chiffre.',
  'passwords.checklist.title': 'Votre mot de passe doit contenir :',
  'passwords.checklist.met': 'respecté',
  'passwords.checklist.unmet': 'manquant',

  'passwords.forgot.title': 'Réinitialiser votre mot de passe',
  'passwords.forgot.description': 'Recevez un lien pour choisir un nouveau mot de passe.',
  'passwords.forgot.intro':
    'Saisissez l’adresse courriel de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'passwords.forgot.email': 'Adresse courriel',
  'passwords.forgot.submit': 'Envoyer le lien',
  'passwords.forgot.sentTitle': 'Consultez vos courriels',
  'passwords.forgot.sentText':
    'Si un compte existe pour {email}, nous y avons envoyé un lien pour réinitialiser votre mot de passe. Le lien est valide pendant une heure.',
  'passwords.forgot.haveCode': "J'ai un code de réinitialisation",
  'passwords.forgot.sendAgain': 'Envoyer un autre lien',

  'passwords.reset.title': 'Choisir un nouveau mot de passe',
  'passwords.reset.description':
    'Définissez un nouveau mot de passe avec le lien ou le code reçu par courriel.',
  'passwords.reset.intro': 'Saisissez le code reçu par courriel et choisissez un nouveau mot de passe.',
  'passwords.reset.introFromLink': 'Choisissez un nouveau mot de passe pour {email}.',
  'passwords.reset.email': 'Adresse courriel',
  'passwords.reset.code': 'Code de réinitialisation',
  'passwords.reset.codeHint': 'Il se trouve dans le courriel que nous vous avons envoyé.',
  'passwords.reset.password': 'Nouveau mot de passe',
  'passwords.reset.confirmPassword': 'Confirmer le nouveau mot de passe',
  'passwords.reset.submit': 'Enregistrer le mot de passe',
  'passwords.reset.requestNew': 'Demander un nouveau lien',
  'passwords.reset.doneTitle': 'Votre mot de passe a été modifié',
  'passwords.reset.doneText': 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  'passwords.reset.signIn': 'Se connecter',

  'passwords.change.title': 'Modifier le mot de passe',
  'passwords.change.currentPassword': 'Mot de passe actuel',
  'passwords.change.password': 'Nouveau mot de passe',
  'passwords.change.confirmPassword': 'Confirmer le nouveau mot de passe',
  'passwords.change.submit': 'Enregistrer le mot de passe',
  'passwords.change.cancel': 'Annuler',
  'passwords.change.done': 'Votre mot de passe a été modifié.',
};
