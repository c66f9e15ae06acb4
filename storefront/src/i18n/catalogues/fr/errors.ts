import type { Translation } from '../../catalogue-types';
import type { errors as en } from '../en/errors';

export const errors: Translation<typeof en> = {
  'error.generic': 'Une erreur est survenue. Veuillez réessayer.',
  'error.network': 'Impossible de joindre nos serveurs. Vérifiez votre connexion et réessayez.',
  'error.sessionEnded': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'error.removeItemFailed': "Impossible de retirer l'article du panier. Veuillez réessayer plus tard",
  'error.creditCardSaveFailed': "L'enregistrement de la carte de crédit a échoué",
  'error.giftCardSaveFailed': "L'enregistrement de la carte-cadeau a échoué",
  'error.cartItemsMerged': 'Les articles de votre visite précédente ont été ajoutés à votre panier.',
  'error.cartExpired': 'Votre panier a expiré, nous en avons créé un nouveau.',

  'error.CART_NOT_FOUND': 'Votre panier est introuvable. Nous en avons créé un nouveau.',
  'error.INVALID_CUSTOMER': 'Votre session a changé. La page va se recharger.',
  'error.ITEM_NOT_AVAILABLE': "Cet article n'est plus disponible.",
  'error.NO_PRICE': "Cet article n'a pas de prix pour le moment et ne peut pas être acheté.",
  'error.INVALID_PRICE': 'Le prix de cet article a changé. Veuillez vérifier votre panier.',
  'error.ITEM_OOS': "Cet article est en rupture de stock et n'a pas pu être déplacé dans votre panier.",
  'error.ITEMS_OOS':
    "Certains articles sont en rupture de stock et n'ont pas pu être déplacés dans votre panier.",
  'error.ADDED_MAX_QUANTITY': 'Vous pouvez acheter au plus {max, number} exemplaires de cet article.',
  'error.ADDED_MAX_QUANTITY.generic': 'Vous avez ajouté la quantité maximale permise pour cet article.',
  'error.GWP_PRODUCT': "L'article cadeau ne peut pas être ajouté ni modifié.",
  'error.SOME_PRODUCTS_NO_INVENTORY':
    'Certains articles de votre panier sont en rupture de stock. Retirez-les pour continuer.',
  'error.ITEM_NO_LONGER_AVAILABLE':
    'Certains articles ne sont plus disponibles. Nous avons mis à jour votre panier.',

  'error.CANT_SHIP_THERE': 'Nous ne pouvons pas livrer certains articles à cette adresse.',
  'error.SHIPPING_POBOX_UNAVAILABLE':
    'Certains articles ne peuvent pas être livrés à une case postale. Veuillez indiquer une adresse civique.',
  'error.ADDRESS_NOT_FOUND': 'Adresse introuvable. Veuillez la saisir de nouveau.',

  'error.GC_INVALID2': "Ce numéro de carte-cadeau ou ce NIP n'est pas valide.",
  'error.GC_ALREADY_APPLIED': 'Cette carte-cadeau est déjà appliquée.',
  'error.GC_NOT_ALLOWED': 'Les cartes-cadeaux ne peuvent pas être utilisées pour cette commande.',
  'error.GC_ZERO_BALANCE': "Cette carte-cadeau n'a plus de solde.",
  'error.CC_ALREADY_EXISTS': 'Cette carte est déjà enregistrée dans votre compte.',
  'error.PAYMENT_ERROR': "Votre paiement n'a pas pu être traité. Veuillez essayer un autre mode de paiement.",
  'error.PAYMENT_FRAUD_VERIFICATION_EXCEPTION':
    "Nous n'avons pas pu vérifier votre paiement. Veuillez essayer un autre mode.",
  'error.CC_EXPIRY_DATE_INVALID': "La date d'expiration de la carte n'est pas valide.",
  'error.PAYMENT_INSTRUMENT_NOT_FOUND':
    "Ce mode de paiement n'est plus disponible. Veuillez en choisir un autre.",
};
