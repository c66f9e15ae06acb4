/** Header, menus, footer and locale switcher (features/navigation). */
export const navigation = {
  'navigation.home': 'SummitPeak home',
  'navigation.main': 'Main',
  'navigation.menu.open': 'Open menu',
  'navigation.menu.title': 'Menu',
  'navigation.menu.error': 'The menu could not be loaded.',
  'navigation.menu.retry': 'Try again',
  'navigation.menu.findStore': 'Find a store',
  'navigation.menu.help': 'Help and contact',
  'navigation.shopAll': 'Shop all {title}',
  'navigation.newTab': '(opens in a new tab)',
  'navigation.footer.label': 'Footer',
} as const;
