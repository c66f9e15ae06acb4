import type { Translation } from '../../catalogue-types';
import type { cart as en } from '../en/cart';

export const cart: Translation<typeof en> = {
  'cart.button.label':
    '{count, plural, =0 {Panier, vide} one {Panier, # article} other {Panier, # articles}}',
  'cart.add.maxQuantity': 'Vous pouvez ajouter jusqu’à {max, number} exemplaires de cet article',
  'cart.add.failed': 'Nous n’avons pas pu ajouter cet article à votre panier. Veuillez réessayer.',
  'cart.recovery.expired': 'Votre panier a expiré. Nous en avons créé un nouveau pour vous.',
  'cart.recovery.lost':
    '{count, plural, one {# article n’a pas pu être rajouté.} other {# articles n’ont pas pu être rajoutés.}}',
  'cart.recovery.invalidCustomer':
    'Ce panier appartient à un autre client. Nous créons un nouveau panier et allons recharger la page.',
};
