import type { Translation } from '../../../catalogue-types';
import type { dialogs as en } from '../../en/content/dialogs';

/** Les formulaires du bloc de dialogue (infolettre, inscription à un événement) et les fenêtres promotionnelles. */
export const dialogs: Translation<typeof en> = {
  'contentBlocks.dialogs.newsletter.email': 'Courriel',
  'contentBlocks.dialogs.newsletter.policy':
    'J’accepte de recevoir des courriels et la politique de confidentialité.',
  'contentBlocks.dialogs.newsletter.policyLink': 'Politique de confidentialité',
  'contentBlocks.dialogs.newsletter.submit': 'S’abonner',
  'contentBlocks.dialogs.newsletter.success':
    'Merci de votre abonnement. Consultez votre boîte de réception pour confirmer votre adresse courriel.',
  'contentBlocks.dialogs.newsletter.open': 'Abonnez-vous à notre infolettre',
  'contentBlocks.dialogs.event.open': 'S’inscrire à {title}',
  'contentBlocks.dialogs.event.steps': 'Étapes de l’inscription',
  'contentBlocks.dialogs.event.stepSignIn': 'Connexion',
  'contentBlocks.dialogs.event.stepJoin': 'Créer un compte',
  'contentBlocks.dialogs.event.stepEvent': 'Inscription à l’événement',
  'contentBlocks.dialogs.event.signInIntro': 'Connectez-vous pour vous inscrire à l’événement.',
  'contentBlocks.dialogs.event.requiredNote': 'Les champs marqués d’un * sont obligatoires.',
  'contentBlocks.dialogs.event.loading': 'Chargement de vos renseignements',
  'contentBlocks.dialogs.event.email': 'Courriel',
  'contentBlocks.dialogs.event.days': 'Jours de présence',
  'contentBlocks.dialogs.event.plusOne': 'Nom de votre invité (facultatif)',
  'contentBlocks.dialogs.event.plusOneHint': 'Vous pouvez venir avec une personne.',
  'contentBlocks.dialogs.event.terms': 'J’accepte les conditions de l’événement',
  'contentBlocks.dialogs.event.close': 'Fermer',
  'contentBlocks.popUps.label': 'Offre',
  'contentBlocks.popUps.close': 'Fermer l’offre',
};
