/** The site footer's texts (its links, newsletter and country switcher), loaded with the footer when the shopper nears it. */
export const footer = {
  'navigation.footer.social': 'Follow us',
  'navigation.footer.country': 'Change country or language',
  'navigation.footer.legal': 'Legal',
  'navigation.footer.cookiePreferences': 'Cookie preferences',
  'navigation.footer.newsletter.title': 'Stay in the loop',
  'navigation.footer.newsletter.text': 'News, launches and trail stories, twice a month.',
  'navigation.footer.newsletter.cta': 'Sign up for our newsletter',
  'navigation.footer.error': 'Some footer links are unavailable right now.',
  'navigation.locale.label': 'Country and language',
  'navigation.locale.submit': 'Go',
  'navigation.locale.en-us': 'United States (English)',
  'navigation.locale.en-ca': 'Canada (English)',
  'navigation.locale.fr-ca': 'Canada (Français)',
  'navigation.locale.en-gb': 'United Kingdom (English)',
  'navigation.locale.fr-fr': 'France (Français)',
} as const;
