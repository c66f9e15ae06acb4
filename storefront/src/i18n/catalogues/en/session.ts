/**
 * The shopper's session: sign-in dialog, account button, sign-out, employee terms, account landing page.
 * The validation texts are the contracts' own default messages (contracts/validators/messages.ts), so the
 * form says exactly what the validators say; French translates them.
 */
export const session = {
  'session.account.signIn': 'Sign in',
  'session.account.menu': 'Account menu for {name}',
  'session.account.greetingShort': 'Hi, {name}',
  'session.account.myAccount': 'My account',
  'session.account.signOut': 'Sign out',

  'session.banner.employee': 'Your employee discount is active: use code STAFF30 at checkout.',
  'session.banner.termsLink': 'Discount terms',

  'session.signOut.successTitle': 'Success',
  'session.signOut.successMessage': 'You have been signed out.',
} as const;
