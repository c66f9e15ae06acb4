/** Récompenses : la page fidélité (features/account/loyalty). */
export const loyalty = {
  'accountArea.nav.loyalty': 'Récompenses',
  'accountArea.loyalty.title': 'Récompenses',
  'accountArea.loyalty.description': 'Vos points, vos bons et vos offres de membre.',
  'accountArea.loyalty.balance': 'Vos points',
  'accountArea.loyalty.points': '{points, plural, one {# point} other {# points}}',
  'accountArea.loyalty.barToGo':
    'Encore {points, plural, one {# point} other {# points}} avant votre prochaine récompense de {amount}',
  'accountArea.loyalty.barReached': 'Vous avez assez de points pour une récompense de {amount}',
  'accountArea.loyalty.welcomeValue': 'Votre offre de bienvenue : {value} de rabais',
  'accountArea.loyalty.code': 'Code :',
  'accountArea.loyalty.redeemed': 'Déjà utilisée',
  'accountArea.loyalty.expires': 'Valable jusqu’au {date}',
  'accountArea.loyalty.vouchers': 'Vos bons',
  'accountArea.loyalty.noVouchers':
    'Aucun bon pour le moment. Utilisez vos points au paiement pour en obtenir un.',
  'accountArea.loyalty.tiers': 'Ce que vos points vous offrent',
  'accountArea.loyalty.status.AVAILABLE': 'disponible',
  'accountArea.loyalty.status.REDEEMED': 'utilisé',
  'accountArea.loyalty.status.EXPIRED': 'expiré',
  'accountArea.loyalty.failed': 'Vos récompenses n’ont pas pu être affichées',
  'accountArea.loyalty.unavailable': 'Vos récompenses ne sont pas disponibles pour le moment.',
  'accountArea.loyalty.discover': 'Découvrir le programme',
  'accountArea.loyalty.joinTitle': 'Joignez notre programme de récompenses',
  'accountArea.loyalty.joinText':
    'Accumulez des points à chaque commande, profitez d’offres réservées aux membres et de la livraison gratuite.',
  'accountArea.loyalty.join': 'Adhérer au programme',
};
