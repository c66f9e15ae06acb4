/** The account's navigation (features/account/area/). */
export const navigation = {
  'accountArea.nav.label': 'Your account',
  'accountArea.nav.overview': 'Overview',
  'accountArea.nav.profile': 'Profile',
  'accountArea.nav.communication': 'Communication preferences',
  'accountArea.nav.back': 'Back to your account',
  'accountArea.loading': 'Loading…',
};
