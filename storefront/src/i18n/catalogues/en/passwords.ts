import { MESSAGES } from '../../../../../contracts/validators/messages';

/** Forgot password, reset with the link or code, and change password (features/account/passwords). */
export const passwords = {
  'passwords.validation.required': MESSAGES.required,
  'passwords.validation.email': MESSAGES.email,
  'passwords.validation.passwordMinLength': MESSAGES.passwordMinLength,
  'passwords.validation.passwordUppercase': MESSAGES.passwordUppercase,
  'passwords.validation.passwordLowercase': MESSAGES.passwordLowercase,
  'passwords.validation.passwordNumber': MESSAGES.passwordNumber,

  'passwords.rule.uppercase': 'Add at least one uppercase letter.',
  'passwords.rule.lowercase': 'Add at least one lowercase letter.',
  'passwords.rule.number': 'Add at least one number.',
  'passwords.checklist.title': 'Your password needs:',
  'passwords.checklist.met': 'done',
  'passwords.checklist.unmet': 'missing',

  'passwords.forgot.title': 'Reset your password',
  'passwords.forgot.description': 'Get a link to choose a new password for your account.',
  'passwords.forgot.intro':
    'Enter the email address of your account and we will send you a link to choose a new password.',
  'passwords.forgot.email': 'Email',
  'passwords.forgot.submit': 'Send reset link',
  'passwords.forgot.sentTitle': 'Check your email',
  'passwords.forgot.sentText':
    'If an account exists for {email}, we have sent a link there to reset your password. The link is valid for one hour.',
  'passwords.forgot.haveCode': 'I have a reset code',
  'passwords.forgot.sendAgain': 'Send another link',

  'passwords.reset.title': 'Choose a new password',
  'passwords.reset.description': 'Set a new password with the link or code we emailed you.',
  'passwords.reset.intro': 'Enter the code from our email and choose a new password.',
  'passwords.reset.introFromLink': 'Choose a new password for {email}.',
  'passwords.reset.email': 'Email',
  'passwords.reset.code': 'Reset code',
  'passwords.reset.codeHint': 'It is in the email we sent you.',
  'passwords.reset.password': 'New password',
  'passwords.reset.confirmPassword': 'Confirm new password',
  'passwords.reset.submit': 'Save new password',
  'passwords.reset.requestNew': 'Request a new link',
  'passwords.reset.doneTitle': 'Your password has been changed',
  'passwords.reset.doneText': 'You can now sign in with your new password.',
  'passwords.reset.signIn': 'Sign in',

  'passwords.change.title': 'Change password',
  'passwords.change.currentPassword': 'Current password',
  'passwords.change.password': 'New password',
  'passwords.change.confirmPassword': 'Confirm new password',
  'passwords.change.submit': 'Save password',
  'passwords.change.cancel': 'Cancel',
  'passwords.change.done': 'Your password has been changed.',
};
