/** Les préférences de communication du compte (features/account/communication/). */
export const communication = {
  'accountArea.communication.title': 'Préférences de communication',
  'accountArea.communication.description':
    'Choisissez les courriels, les textos et les notifications que vous recevez de notre part.',
  'accountArea.communication.newsletterTitle': 'Infolettre par courriel',
  'accountArea.communication.newsletterText': 'Nouveautés, récits de sentiers et offres, envoyés à {email}.',
  'accountArea.communication.newsletterOn': "Vous êtes abonné à l'infolettre.",
  'accountArea.communication.newsletterPending':
    'Presque terminé : confirmez votre abonnement avec le lien que nous vous avons envoyé par courriel.',
  'accountArea.communication.newsletterOff': "Vous n'êtes pas abonné à l'infolettre.",
  'accountArea.communication.subscribe': "M'abonner",
  'accountArea.communication.unsubscribe': 'Me désabonner',
  'accountArea.communication.smsTitle': 'Textos',
  'accountArea.communication.smsText':
    'Suivi de commande et offres par texto. Des frais de messagerie et de données peuvent s’appliquer.',
  'accountArea.communication.smsPhone': 'Téléphone mobile pour les textos',
  'accountArea.communication.smsOn': 'Les textos sont envoyés au {phone}.',
  'accountArea.communication.smsOff': "Vous n'êtes pas abonné aux textos.",
  'accountArea.communication.smsSubscribe': "M'abonner aux textos",
  'accountArea.communication.smsUnsubscribe': 'Me désabonner des textos',
  'accountArea.communication.notificationsTitle': 'Notifications par courriel',
  'accountArea.communication.notificationsText': 'Choisissez les sujets pour lesquels nous vous écrivons.',
  'accountArea.communication.notificationsSave': 'Enregistrer les notifications',
  'accountArea.communication.notificationsSaved': 'Vos préférences de notification sont enregistrées.',
  'accountArea.communication.topic.ORDER_UPDATES': 'Suivi de commande',
  'accountArea.communication.topic.BACK_IN_STOCK': 'Retour en stock',
  'accountArea.communication.topic.PRICE_DROP': 'Baisses de prix',
  'accountArea.communication.topic.PROMOTIONS': 'Promotions',
  'accountArea.communication.saved': 'Vos préférences sont enregistrées.',
};
