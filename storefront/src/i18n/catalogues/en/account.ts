import { MESSAGES } from '../../../../../contracts/validators/messages';

/** The sign-in, sign-in confirmation and employee-terms dialogs and the account page (loaded with them). */
export const account = {
  'session.validation.required': MESSAGES.required,
  'session.validation.email': MESSAGES.email,
  'session.validation.maxLength': MESSAGES.maxLength,

  'session.signIn.title': 'Sign in',
  'session.signIn.intro': 'Sign in to see your orders, saved addresses and favorites.',
  'session.signIn.email': 'Email',
  'session.signIn.password': 'Password',
  'session.signIn.showPassword': 'Show password',
  'session.signIn.submit': 'Sign in',
  'session.signIn.forgotPassword': 'Forgot your password?',
  'session.signIn.opensInNewTab': '(opens in a new tab)',
  'session.signIn.noAccount': 'New here?',
  'session.signIn.createAccount': 'Create an account',
  'session.signIn.errorHelp': 'Need help?',
  'session.signIn.resetPassword': 'Reset your password',
  'session.signIn.contactSupport': 'Contact customer service',
  'session.signIn.joinLoyalty': 'Join the loyalty programme',

  'session.confirmation.title': 'You are signed in',
  'session.confirmation.welcome': 'Welcome back, {name}.',
  'session.confirmation.welcomeNoName': 'Welcome back.',

  'session.employeeTerms.title': 'Employee discount terms',
  'session.employeeTerms.intro':
    'As an employee you can shop with your employee discount, within your annual spending cap.',
  'session.employeeTerms.body':
    'The discount is for you and your household only, may not be used for resale, and is applied with the code STAFF30. Orders count towards your annual cap. Misuse may lead to the discount being withdrawn.',
  'session.employeeTerms.readFull': 'Read the full employee discount terms',
  'session.employeeTerms.accept': 'Accept and continue',
  'session.employeeTerms.notNow': 'Not now',
  'session.employeeTerms.declinedNote':
    'You can accept the terms later from your account to get the discount.',
  'session.employeeTerms.accepted': 'Employee discount activated',

  'session.accountPage.title': 'My account',
  'session.accountPage.description': 'Your account: profile, orders and settings.',
  'session.accountPage.greeting': 'Hello, {name}',
  'session.accountPage.email': 'Signed in as {email}',
  'session.accountPage.employeeTermsPending': 'Accept the employee discount terms to use your discount.',
  'session.accountPage.passwordTitle': 'Password',
  'session.accountPage.passwordText': 'Change the password you use to sign in.',
  'session.accountPage.changePassword': 'Change password',
  'session.accountPage.reviewTerms': 'Review the terms',
  'session.accountPage.guestTitle': 'Sign in to your account',
  'session.accountPage.guestText': 'Sign in to see your profile, orders and saved details.',
  'session.accountPage.loadFailed': 'We could not load your profile.',
  'session.accountPage.retry': 'Try again',
  'session.accountPage.loading': 'Loading your account',
} as const;
