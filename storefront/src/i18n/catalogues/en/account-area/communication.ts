/** The account's communication preferences (features/account/communication/). */
export const communication = {
  'accountArea.communication.title': 'Communication preferences',
  'accountArea.communication.description':
    'Choose the emails, text messages and notifications you get from us.',
  'accountArea.communication.newsletterTitle': 'Email newsletter',
  'accountArea.communication.newsletterText': 'New arrivals, trail stories and offers, sent to {email}.',
  'accountArea.communication.newsletterOn': 'You are subscribed to the newsletter.',
  'accountArea.communication.newsletterPending':
    'Almost done: confirm your subscription with the link we emailed you.',
  'accountArea.communication.newsletterOff': 'You are not subscribed to the newsletter.',
  'accountArea.communication.subscribe': 'Subscribe',
  'accountArea.communication.unsubscribe': 'Unsubscribe',
  'accountArea.communication.smsTitle': 'Text messages',
  'accountArea.communication.smsText':
    'Order updates and offers by text message. Message and data rates may apply.',
  'accountArea.communication.smsPhone': 'Mobile phone for text messages',
  'accountArea.communication.smsOn': 'Text messages go to {phone}.',
  'accountArea.communication.smsOff': 'You are not subscribed to text messages.',
  'accountArea.communication.smsSubscribe': 'Subscribe to text messages',
  'accountArea.communication.smsUnsubscribe': 'Unsubscribe from text messages',
  'accountArea.communication.notificationsTitle': 'Email notifications',
  'accountArea.communication.notificationsText': 'Choose what we email you about.',
  'accountArea.communication.notificationsSave': 'Save notifications',
  'accountArea.communication.notificationsSaved': 'Your notification preferences are saved.',
  'accountArea.communication.topic.ORDER_UPDATES': 'Order updates',
  'accountArea.communication.topic.BACK_IN_STOCK': 'Back in stock',
  'accountArea.communication.topic.PRICE_DROP': 'Price drops',
  'accountArea.communication.topic.PROMOTIONS': 'Promotions',
  'accountArea.communication.saved': 'Your preferences are saved.',
};
