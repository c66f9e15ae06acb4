/** Favoris, la page des favoris partagés et « Sauvegardés pour plus tard ». */
export const lists = {
  'accountArea.nav.favorites': 'Favoris',
  'accountArea.nav.savedForLater': 'Sauvegardés pour plus tard',
  'accountArea.favorites.title': 'Favoris',
  'accountArea.favorites.description': 'Les produits que vous gardez à l’œil.',
  'accountArea.favorites.count': '{count, plural, one {# produit} other {# produits}}',
  'accountArea.favorites.empty':
    'Aucun favori pour le moment. Touchez le cœur d’un produit pour le retrouver ici.',
  'accountArea.favorites.more': 'Afficher plus',
  'accountArea.favorites.moveToCart': 'Déplacer dans le panier',
  'accountArea.favorites.moveToCartNamed': 'Déplacer {name} dans le panier',
  'accountArea.favorites.moveFailed': 'Impossible d’ajouter {name} à votre panier. Veuillez réessayer.',
  'accountArea.favorites.size': 'Taille de {name}',
  'accountArea.favorites.choose': 'Choisir une taille',
  'accountArea.favorites.chooseSize': 'Choisissez d’abord une taille de {name}.',
  'accountArea.favorites.unavailable': '{name} n’est pas offert en livraison pour le moment.',
  'accountArea.favorites.remove': 'Retirer',
  'accountArea.favorites.removeNamed': 'Retirer {name} des favoris',
  'accountArea.favorites.shareHeading': 'Partager vos favoris',
  'accountArea.favorites.share': 'Partager vos favoris',
  'accountArea.favorites.shareReady': 'Toute personne ayant ce lien peut voir vos favoris :',
  'accountArea.favorites.copyLink': 'Copier le lien',
  'accountArea.favorites.shareFailed':
    'Le lien n’a pas pu être créé pour l’instant. Veuillez réessayer plus tard.',
  'accountArea.shared.title': 'Favoris partagés',
  'accountArea.shared.titleOf': 'Les favoris de {name}',
  'accountArea.shared.description': 'Une liste de favoris partagée avec vous.',
  'accountArea.shared.notFound': 'Cette liste n’est pas (ou plus) partagée, ou le lien est incomplet.',
  'accountArea.savedForLater.title': 'Sauvegardés pour plus tard',
  'accountArea.savedForLater.description': 'Les articles que vous avez mis de côté depuis votre panier.',
  'accountArea.savedForLater.empty':
    'Rien n’est sauvegardé pour plus tard. Les articles mis de côté depuis votre panier vous attendent ici.',
};
