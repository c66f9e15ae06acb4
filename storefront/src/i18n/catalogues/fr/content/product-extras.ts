import type { Translation } from '../../../catalogue-types';
import type { productExtras as en } from '../../en/content/product-extras';

export const productExtras: Translation<typeof en> = {
  'contentPages.productExtras.loading': 'Chargement',
  'contentPages.productExtras.close': 'Fermer',
  'contentPages.productExtras.sizeGuide.title': 'Guide des tailles',
  'contentPages.productExtras.sizeGuide.none': 'Il n’y a pas encore de guide des tailles pour ce produit.',
  'contentPages.productExtras.sizeGuide.size': 'Taille',
  'contentPages.productExtras.sizeGuide.unit.in': 'Mesures en pouces.',
  'contentPages.productExtras.sizeGuide.unit.cm': 'Mesures en centimètres.',
  'contentPages.productExtras.footSizes.title': 'Conversion des pointures',
  'contentPages.productExtras.footSizes.men': 'Hommes',
  'contentPages.productExtras.footSizes.women': 'Femmes',
  'contentPages.productExtras.footSizes.kids': 'Enfants',
  'contentPages.productExtras.footSizes.us': 'É.-U.',
  'contentPages.productExtras.footSizes.uk': 'R.-U.',
  'contentPages.productExtras.footSizes.eu': 'UE',
  'contentPages.productExtras.footSizes.cm': 'Longueur du pied (cm)',
  'contentPages.productExtras.notify.title': 'M’avertir du retour en stock',
  'contentPages.productExtras.notify.intro':
    'Nous vous écrirons une fois, dès que {name} sera de retour en stock dans votre taille.',
  'contentPages.productExtras.notify.size': 'Taille',
  'contentPages.productExtras.notify.sizeError': 'Choisissez la taille voulue',
  'contentPages.productExtras.notify.email': 'Courriel',
  'contentPages.productExtras.notify.emailError': 'Entrez une adresse courriel valide',
  'contentPages.productExtras.notify.submit': 'M’avertir',
  'contentPages.productExtras.notify.done':
    'C’est noté : nous écrirons à {email} quand la taille {size} sera de retour.',
  'contentPages.productExtras.sets.title': 'Complétez le look : {name}',
  'contentPages.productExtras.sets.current': 'Vous consultez ce produit',
};
