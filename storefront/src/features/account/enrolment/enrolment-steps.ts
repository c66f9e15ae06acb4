import {
  type EnrolmentFields,
  isPartiallyEnrolled,
  joinInterests,
} from '../../../../../contracts/validators/profile-rules';

/**
 * The account-enrolment steps of spec 000 section 2 as data: the steps in order, and one pure transition
 * function from a step and an event to the next step. The dialogs render the current step and send events;
 * no React, no calls here.
 */
export const ENROLMENT_STEPS = [
  { id: 'lookup', does: 'Ask for the email; lookupConsumer decides between sign-in and sign-up.' },
  { id: 'signIn', does: 'Sign in with the email found (the sign-in dialog, prefilled).' },
  { id: 'signUp', does: 'Create the account (the sign-up dialog, prefilled with the email).' },
  { id: 'forgotPassword', does: 'Reset the password, then back to sign-in.' },
  { id: 'completeProfile', does: 'Complete profile 0: a shopper who joins no loyalty programme.' },
  { id: 'welcome', does: 'Complete profile 1: welcome to the loyalty programme.' },
  { id: 'mobile', does: 'Complete profile 2: the mobile phone.' },
  { id: 'profile', does: 'Complete profile 3: names, postal code and birth date.' },
  { id: 'interests', does: 'Complete profile 4: interests, joined by a pipe.' },
  { id: 'success', does: 'Complete profile 5: done.' },
] as const;

export type EnrolmentStepId = (typeof ENROLMENT_STEPS)[number]['id'];

/** The steps in the complete-profile dialogs, numbered as the spec numbers them (0 to 5). */
export const COMPLETE_PROFILE_STEPS = [
  'completeProfile',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
] as const satisfies readonly EnrolmentStepId[];

/** What the entry and the partially-enrolled rule read of the shopper (structural: any profile fits). */
export interface EnrolmentFacts {
  readonly signedIn: boolean;
  /** The consumer details when signed in (email, phone, names, postal code, birth date). */
  readonly details?: EnrolmentFields;
  readonly isLoyaltyMember?: boolean;
}

export interface EnrolmentOptions {
  /** Loyalty enrolment (the default), or completing the profile only (step 0 instead of welcome). */
  readonly loyalty: boolean;
  /** Whether the interests step is shown (interests collection on). */
  readonly collectsInterests: boolean;
}

export type EnrolmentEvent =
  /** lookupConsumer answered for the email. */
  | { readonly type: 'lookedUp'; readonly consumerExists: boolean }
  | { readonly type: 'forgotPassword' }
  | { readonly type: 'backToSignIn' }
  /** Signed in or signed up: the profile now known. */
  | { readonly type: 'signedIn'; readonly facts: EnrolmentFacts }
  /** The step's form saved (or an intro step's continue), with the profile as it now is. */
  | { readonly type: 'saved'; readonly facts: EnrolmentFacts }
  | { readonly type: 'skip' };

/** A profile without a phone continues at mobile, else at profile (spec 000 section 4). */
const mobileOrProfile = (facts: EnrolmentFacts): EnrolmentStepId => (hasPhone(facts) ? 'profile' : 'mobile');

const hasPhone = (facts: EnrolmentFacts): boolean => (facts.details?.phone ?? '').trim() !== '';

/**
 * Where enrolment starts (spec 000 section 4): at lookup when not signed in; signed in without a phone at
 * the mobile step; with a phone at the profile step.
 */
export function enrolmentEntry(facts: EnrolmentFacts): EnrolmentStepId {
  if (!facts.signedIn) return 'lookup';
  return mobileOrProfile(facts);
}

/**
 * Whether the complete-profile steps are still owed (spec 000 section 5's partially-enrolled rule: an email
 * but no phone, first or last name, postal code or birth date), or, in loyalty enrolment, the shopper is
 * not a member yet.
 */
export function needsCompletion(facts: EnrolmentFacts, options: Pick<EnrolmentOptions, 'loyalty'>): boolean {
  if (options.loyalty && !facts.isLoyaltyMember) return true;
  return isPartiallyEnrolled(facts.details ?? {});
}

/** The next step after `event` at `step`; the same step when the event means nothing there. */
export function nextEnrolmentStep(
  step: EnrolmentStepId,
  event: EnrolmentEvent,
  options: EnrolmentOptions,
): EnrolmentStepId {
  const afterProfile: EnrolmentStepId = options.collectsInterests ? 'interests' : 'success';
  switch (step) {
    case 'lookup':
      return event.type === 'lookedUp' ? (event.consumerExists ? 'signIn' : 'signUp') : step;
    case 'signIn':
      if (event.type === 'forgotPassword') return 'forgotPassword';
      return event.type === 'signedIn' ? afterSignIn(event.facts, options) : step;
    case 'signUp':
      return event.type === 'signedIn' ? afterSignIn(event.facts, options) : step;
    case 'forgotPassword':
      return event.type === 'backToSignIn' ? 'signIn' : step;
    case 'completeProfile':
    case 'welcome':
      return event.type === 'saved' || event.type === 'skip' ? mobileOrProfile(savedFacts(event)) : step;
    case 'mobile':
      return event.type === 'saved' || event.type === 'skip' ? 'profile' : step;
    case 'profile':
      return event.type === 'saved' || event.type === 'skip' ? afterProfile : step;
    case 'interests':
      return event.type === 'saved' || event.type === 'skip' ? 'success' : step;
    case 'success':
      return step;
  }
}

const savedFacts = (event: EnrolmentEvent): EnrolmentFacts =>
  event.type === 'saved' ? event.facts : { signedIn: true };

/**
 * After sign-in or sign-up at the lookup's branch: the intro (welcome for loyalty, complete profile 0
 * otherwise) while the profile still needs completing, else straight to success.
 */
function afterSignIn(facts: EnrolmentFacts, options: EnrolmentOptions): EnrolmentStepId {
  if (!needsCompletion(facts, options)) return 'success';
  return options.loyalty ? 'welcome' : 'completeProfile';
}

/** The complete-profile step's number (0 to 5), or null for lookup, sign-in, sign-up and forgot password. */
export function completeProfileNumber(step: EnrolmentStepId): number | null {
  const index = (COMPLETE_PROFILE_STEPS as readonly EnrolmentStepId[]).indexOf(step);
  return index === -1 ? null : index;
}

/**
 * The interests value the interests step sends (spec 001 section 5): the chosen ones joined by a pipe, or
 * blank when the shopper opts out in a locale that requires it.
 */
export function interestsToSend(chosen: readonly string[], optedIn: boolean, blankOnOptOut: boolean): string {
  if (!optedIn && blankOnOptOut) return '';
  return joinInterests(chosen);
}
