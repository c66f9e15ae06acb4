import type { Translation } from '../../catalogue-types';
import type { product as en } from '../en/product';

/** La page produit (features/product). */
export const product: Translation<typeof en> = {
  'product.loading': 'Chargement du produit',
  'product.error.title': 'Impossible de charger ce produit',
  'product.error.body': 'Vérifiez votre connexion et réessayez.',
  'product.error.retry': 'Réessayer',
  'product.meta.description': 'Achetez {name} chez SummitPeak : {price}.',
  'product.gallery.label': 'Images de {name}',
  'product.gallery.thumbnails': 'Choisir une image',
  'product.gallery.thumbnail': 'Afficher l’image {index, number} sur {count, number}',
  'product.reviewsLink':
    '{count, plural, =0 {Aucun avis pour le moment} one {Lire # avis} other {Lire # avis}}',
  'product.colour.legend': 'Couleur : {colour}',
  'product.size.legend': 'Taille',
  'product.size.selected': 'Taille : {size}',
  'product.size.unavailable': 'indisponible',
  'product.size.required': 'Veuillez choisir une taille',
  'product.stock.inStock': 'En stock, prêt à être expédié',
  'product.stock.lowStock': 'Stock faible : plus que quelques articles',
  'product.stock.outOfStock': 'En rupture de stock en ligne',
  'product.stock.pickupOnly': 'Disponible uniquement en retrait en magasin',
  'product.store.check': 'Vérifier la disponibilité en magasin',
  'product.store.available':
    'Disponible en retrait dans votre magasin ({quantity, plural, one {# restant} other {# restants}})',
  'product.store.unavailable': 'Non disponible en retrait dans votre magasin',
  'product.addToCart': 'Ajouter au panier',
  'product.addToCart.outOfStock': 'Cette taille est épuisée. Choisissez une autre taille ou couleur.',
  'product.addToCart.pickupOnly':
    'Cette taille est disponible uniquement en magasin : vérifiez la disponibilité en magasin.',
  'product.favourite.add': 'Ajouter {name} aux favoris',
  'product.favourite.added': '{name} est dans vos favoris',
  'product.details.title': 'Détails',
  'product.specs.title': 'Caractéristiques',
  'product.specs.style': 'Numéro de style',
  'product.specs.colours': 'Couleurs',
  'product.specs.sizes': 'Tailles',
  // The product page's store line (features/stores/check-store-availability.tsx); the picker's texts are in stores.ts.
  'stores.chosen': 'Votre magasin : {store}',
  'stores.checkAvailability': 'Vérifier la disponibilité en magasin',
  'product.sizeGuide': 'Guide des tailles',
  'product.notifyMe': 'Taille épuisée ? M’avertir',
};
