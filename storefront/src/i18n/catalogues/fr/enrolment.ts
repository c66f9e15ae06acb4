import type { Translation } from '../../catalogue-types';
import type { enrolment as english } from '../en/enrolment';

export const enrolment: Translation<typeof english> = {
  'enrolment.validation.required': 'Ce champ est obligatoire',
  'enrolment.validation.email': "L'adresse e-mail n'est pas valide",
  'enrolment.validation.maxLength': 'Doit compter au plus {max} caractères.',
  'enrolment.validation.minLength': 'Doit compter au moins {min} caractères.',
  'enrolment.validation.name': "Le nom n'est pas valide.",
  'enrolment.validation.phone': 'Un numéro de téléphone valide est requis',
  'enrolment.validation.dateFormat': 'La date doit respecter le format {format} et être valide.',
  'enrolment.validation.birthDateMinimum': 'La date ne peut pas être antérieure au {date}.',
  'enrolment.validation.ageRestriction': 'Vous devez avoir au moins {age} ans.',
  'enrolment.validation.pattern': "La valeur n'est pas au format attendu.",
  'enrolment.validation.postalCode': 'Entrez un code postal valide.',

  'enrolment.continue': 'Continuer',
  'enrolment.skip': 'Plus tard',
  'enrolment.save': 'Enregistrer et continuer',

  'enrolment.lookup.title': 'Adhérez à notre programme de fidélité',
  'enrolment.lookup.intro':
    'Entrez votre adresse e-mail. Si vous avez déjà un compte, vous vous connecterez; sinon, vous en créerez un.',
  'enrolment.lookup.email': 'Adresse e-mail',
  'enrolment.lookup.submit': 'Continuer',

  'enrolment.simplified.title': 'Connectez-vous ou créez un compte',
  'enrolment.simplified.noAccount':
    "Il n'existe pas encore de compte pour cette adresse. Vérifiez-la ou réessayez plus tard.",

  'enrolment.completeProfile.title': 'Complétez votre profil',
  'enrolment.completeProfile.intro':
    'Quelques renseignements nous aident à personnaliser votre expérience. Cela prend une minute.',
  'enrolment.welcome.title': 'Bienvenue dans le programme de fidélité',
  'enrolment.welcome.intro':
    'Vous cumulez des points à chaque achat. Complétez votre profil pour recevoir votre cadeau d’anniversaire et des offres pour vous.',

  'enrolment.mobile.title': 'Votre numéro de cellulaire',
  'enrolment.mobile.intro':
    'Il sert à vous reconnaître en magasin et à vous informer du suivi de vos commandes.',
  'enrolment.mobile.phone': 'Téléphone cellulaire',
  'enrolment.mobile.hint': 'Format : {mask}',

  'enrolment.profile.title': 'À propos de vous',
  'enrolment.profile.firstName': 'Prénom',
  'enrolment.profile.lastName': 'Nom',
  'enrolment.profile.postalCode': 'Code postal',
  'enrolment.profile.birthDate': 'Date de naissance',
  'enrolment.profile.birthDateHint': 'Format : {format}',

  'enrolment.interests.title': 'Vos centres d’intérêt',
  'enrolment.interests.intro': 'Choisissez ce que vous aimez faire en plein air.',
  'enrolment.interests.legend': 'Centres d’intérêt',
  'enrolment.interests.optIn': 'Envoyez-moi des nouvelles et des offres selon mes centres d’intérêt',
  'enrolment.interest.hiking': 'Randonnée',
  'enrolment.interest.trail-running': 'Course en sentier',
  'enrolment.interest.camping': 'Camping',
  'enrolment.interest.climbing': 'Escalade',
  'enrolment.interest.skiing': 'Ski',
  'enrolment.interest.everyday': 'Tenue de tous les jours',

  'enrolment.signedIn.title': 'Vous êtes connecté',
  'enrolment.signedIn.welcome': 'Bon retour, {name}.',
  'enrolment.signedIn.welcomeNoName': 'Bon retour.',
  'enrolment.signedIn.as': 'Il s’agit du compte de {email}.',
  'enrolment.signedIn.nextLoyalty':
    'Encore quelques renseignements et vous serez membre du programme de fidélité.',
  'enrolment.signedIn.nextProfile': 'Encore quelques renseignements pour compléter votre profil.',
  'enrolment.signedIn.continue': 'Continuer',

  'enrolment.success.title': 'Tout est prêt',
  'enrolment.success.loyalty': 'Merci. Vous êtes membre du programme de fidélité.',
  'enrolment.success.profile': 'Merci. Vos renseignements sont enregistrés.',
  'enrolment.success.close': 'Magasiner',

  'enrolment.loyaltySignUp.title': 'Adhérer au programme de fidélité',
  'enrolment.loyaltySignUp.intro':
    'Vérifiez vos renseignements, puis adhérez pour commencer à cumuler des points.',
  'enrolment.loyaltySignUp.email': 'Adresse e-mail',
  'enrolment.loyaltySignUp.terms': "J'accepte les conditions du programme de fidélité",
  'enrolment.loyaltySignUp.termsLink': 'Lire les conditions du programme',
  'enrolment.loyaltySignUp.submit': 'Adhérer',
  'enrolment.loyaltySignUp.joined': 'Vous avez adhéré au programme de fidélité.',
  'enrolment.loyaltySignUp.member': 'Vous êtes déjà membre du programme de fidélité.',

  'enrolment.joinPage.title': 'Adhérer au programme de fidélité',
  'enrolment.joinPage.description':
    'Cumulez des points à chaque achat, recevez un cadeau d’anniversaire et des offres pour vous.',
  'enrolment.joinPage.start': 'Adhérer',
};
