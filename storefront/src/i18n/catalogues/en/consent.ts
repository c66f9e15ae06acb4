/** Consent: the first-visit banner and the preference centre (consent/). */
export const consent = {
  'consent.banner.title': 'Your privacy choices',
  'consent.banner.text':
    'We use cookies that the site needs to work, and, with your permission, cookies that measure how it performs, remember your preferences and tailor what we show you.',
  'consent.banner.settings': 'Cookie settings',
  'consent.acceptAll': 'Accept all',
  'consent.requiredOnly': 'Required only',
  'consent.preferences.title': 'Cookie preferences',
  'consent.preferences.intro':
    'Choose which cookies we may use. You can change your choice at any time from the link at the foot of every page.',
  'consent.preferences.save': 'Save my choices',
  'consent.category.C0001': 'Strictly necessary (always on)',
  'consent.category.C0001.text':
    'Sign-in, your cart and checkout, and security. The site cannot work without them.',
  'consent.category.C0002': 'Performance and analytics',
  'consent.category.C0002.text': 'How fast pages load and how the site is used, so we can improve it.',
  'consent.category.C0003': 'Functional',
  'consent.category.C0003.text': 'Remembering your choices, such as your store and your language.',
  'consent.category.C0004': 'Targeting',
  'consent.category.C0004.text': 'Recommendations, offers and tests tailored to you.',
};
