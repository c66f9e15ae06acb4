import type { Translation } from '../../../catalogue-types';
import type { shop as en } from '../../en/content/shop';

/** Compléter le look et l’achat rapide des recommandations (features/content-blocks/shop). */
export const shop: Translation<typeof en> = {
  'contentBlocks.upsell.title': 'Complétez le look',
  'contentBlocks.upsell.addToCart': 'Ajouter au panier',
  'contentBlocks.upsell.addToCartFor': 'Ajouter au panier : {name}',
  'contentBlocks.upsell.select': 'Sélectionner',
  'contentBlocks.upsell.selectFor': 'Sélectionner {name}',
  'contentBlocks.upsell.addSelected':
    '{count, plural, =0 {Ajouter la sélection au panier} one {Ajouter # article au panier} other {Ajouter # articles au panier}}',
  'contentBlocks.upsell.somethingWentWrong': 'Une erreur s’est produite',
  'contentBlocks.upsell.previous': 'Articles précédents',
  'contentBlocks.upsell.next': 'Articles suivants',
  'contentBlocks.upsell.loading': 'Chargement des articles',
  'contentBlocks.recommendations.title': 'Vous aimerez aussi',
  'contentBlocks.recommendations.previous': 'Produits précédents',
  'contentBlocks.recommendations.next': 'Produits suivants',
  'contentBlocks.recommendations.loading': 'Chargement des recommandations',
  'contentBlocks.recommendations.quickShop': 'Achat rapide',
  'contentBlocks.recommendations.quickShopFor': 'Achat rapide : {name}',
};
