/** Consentement : la bannière de première visite et le centre de préférences (consent/). */
export const consent = {
  'consent.banner.title': 'Vos choix de confidentialité',
  'consent.banner.text':
    'Nous utilisons des témoins nécessaires au fonctionnement du site et, avec votre permission, des témoins qui mesurent ses performances, retiennent vos préférences et adaptent ce que nous vous montrons.',
  'consent.banner.settings': 'Paramètres des témoins',
  'consent.acceptAll': 'Tout accepter',
  'consent.requiredOnly': 'Nécessaires seulement',
  'consent.preferences.title': 'Préférences en matière de témoins',
  'consent.preferences.intro':
    'Choisissez les témoins que nous pouvons utiliser. Vous pouvez changer d’avis à tout moment grâce au lien en bas de chaque page.',
  'consent.preferences.save': 'Enregistrer mes choix',
  'consent.category.C0001': 'Strictement nécessaires (toujours actifs)',
  'consent.category.C0001.text':
    'La connexion, votre panier, le paiement et la sécurité. Le site ne peut pas fonctionner sans eux.',
  'consent.category.C0002': 'Performance et analyse',
  'consent.category.C0002.text': 'La vitesse des pages et l’usage du site, pour l’améliorer.',
  'consent.category.C0003': 'Fonctionnels',
  'consent.category.C0003.text': 'Retenir vos choix, comme votre magasin et votre langue.',
  'consent.category.C0004': 'Ciblage',
  'consent.category.C0004.text': 'Des recommandations, des offres et des tests adaptés à vous.',
};
