import { MESSAGES } from '../../../../../contracts/validators/messages';

/** The enrolment steps (lookup, welcome, mobile, profile, interests, success) and the loyalty sign-up. */
export const enrolment = {
  'enrolment.validation.required': MESSAGES.required,
  'enrolment.validation.email': MESSAGES.email,
  'enrolment.validation.maxLength': MESSAGES.maxLength,
  'enrolment.validation.minLength': MESSAGES.minLength,
  'enrolment.validation.name': MESSAGES.name,
  'enrolment.validation.phone': MESSAGES.phone,
  'enrolment.validation.dateFormat': MESSAGES.dateFormat,
  'enrolment.validation.birthDateMinimum': MESSAGES.birthDateMinimum,
  'enrolment.validation.ageRestriction': MESSAGES.ageRestriction,
  'enrolment.validation.pattern': MESSAGES.pattern,
  'enrolment.validation.postalCode': 'Enter a valid postal code.',

  'enrolment.continue': 'Continue',
  'enrolment.skip': 'Skip for now',
  'enrolment.save': 'Save and continue',

  'enrolment.lookup.title': 'Join our loyalty programme',
  'enrolment.lookup.intro':
    'Enter your email. If you already have an account, you will sign in; if not, you will create one.',
  'enrolment.lookup.email': 'Email',
  'enrolment.lookup.submit': 'Continue',

  'enrolment.simplified.title': 'Sign in or create an account',
  'enrolment.simplified.noAccount':
    'There is no account for this email yet. Check the address, or try again later.',

  'enrolment.completeProfile.title': 'Complete your profile',
  'enrolment.completeProfile.intro': 'A few details help us tailor your experience. It takes a minute.',
  'enrolment.welcome.title': 'Welcome to the loyalty programme',
  'enrolment.welcome.intro':
    'You earn points on every purchase. Complete your profile to get your birthday reward and offers for you.',

  'enrolment.mobile.title': 'Your mobile number',
  'enrolment.mobile.intro': 'We use it to identify you in store and to send order updates.',
  'enrolment.mobile.phone': 'Mobile phone',
  'enrolment.mobile.hint': 'Format: {mask}',

  'enrolment.profile.title': 'About you',
  'enrolment.profile.firstName': 'First name',
  'enrolment.profile.lastName': 'Last name',
  'enrolment.profile.postalCode': 'Postal code',
  'enrolment.profile.birthDate': 'Birth date',
  'enrolment.profile.birthDateHint': 'Format: {format}',

  'enrolment.interests.title': 'Your interests',
  'enrolment.interests.intro': 'Choose what you love to do outdoors.',
  'enrolment.interests.legend': 'Interests',
  'enrolment.interests.optIn': 'Send me news and offers about my interests',
  'enrolment.interest.hiking': 'Hiking',
  'enrolment.interest.trail-running': 'Trail running',
  'enrolment.interest.camping': 'Camping',
  'enrolment.interest.climbing': 'Climbing',
  'enrolment.interest.skiing': 'Skiing',
  'enrolment.interest.everyday': 'Everyday wear',

  'enrolment.signedIn.title': 'You are signed in',
  'enrolment.signedIn.welcome': 'Welcome back, {name}.',
  'enrolment.signedIn.welcomeNoName': 'Welcome back.',
  'enrolment.signedIn.as': 'This is the account of {email}.',
  'enrolment.signedIn.nextLoyalty': 'A few more details and you are a member of the loyalty programme.',
  'enrolment.signedIn.nextProfile': 'A few more details complete your profile.',
  'enrolment.signedIn.continue': 'Continue',

  'enrolment.success.title': 'You are all set',
  'enrolment.success.loyalty': 'Thank you. You are a member of the loyalty programme.',
  'enrolment.success.profile': 'Thank you. Your details are saved.',
  'enrolment.success.close': 'Start shopping',

  'enrolment.loyaltySignUp.title': 'Join the loyalty programme',
  'enrolment.loyaltySignUp.intro': 'Check your details, then join to start earning points.',
  'enrolment.loyaltySignUp.email': 'Email',
  'enrolment.loyaltySignUp.terms': 'I accept the loyalty programme terms',
  'enrolment.loyaltySignUp.termsLink': 'Read the loyalty terms',
  'enrolment.loyaltySignUp.submit': 'Join now',
  'enrolment.loyaltySignUp.joined': 'You joined the loyalty programme.',
  'enrolment.loyaltySignUp.member': 'You are already a member of the loyalty programme.',

  'enrolment.joinPage.title': 'Join the loyalty programme',
  'enrolment.joinPage.description':
    'Earn points on every purchase, get a birthday reward and offers for you.',
  'enrolment.joinPage.start': 'Join now',
};
