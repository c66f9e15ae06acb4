import { describe, expect, it } from 'vitest';
import {
  COMPLETE_PROFILE_STEPS,
  completeProfileNumber,
  ENROLMENT_STEPS,
  type EnrolmentEvent,
  type EnrolmentFacts,
  type EnrolmentOptions,
  type EnrolmentStepId,
  enrolmentEntry,
  interestsToSend,
  needsCompletion,
  nextEnrolmentStep,
} from './enrolment-steps';

const COMPLETE = {
  email: 'ana@example.com',
  phone: '+15555550123',
  firstName: 'Ana',
  lastName: 'Lima',
  postalCode: '10001',
  birthDate: '1990-04-02',
};
const LOYALTY: EnrolmentOptions = { loyalty: true, collectsInterests: true };
const PROFILE_ONLY: EnrolmentOptions = { loyalty: false, collectsInterests: true };
const signedIn = (details: EnrolmentFacts['details'], isLoyaltyMember = false): EnrolmentFacts => ({
  signedIn: true,
  details,
  isLoyaltyMember,
});

/** Runs the events from `start` and returns every step visited. */
function walk(start: EnrolmentStepId, events: EnrolmentEvent[], options = LOYALTY): EnrolmentStepId[] {
  const visited = [start];
  for (const event of events) visited.push(nextEnrolmentStep(visited.at(-1) ?? start, event, options));
  return visited;
}

describe('the enrolment steps (spec 000 section 2)', () => {
  it('lists the ten steps in the spec order, complete profile numbered 0 to 5', () => {
    expect(ENROLMENT_STEPS.map((s) => s.id)).toEqual([
      'lookup',
      'signIn',
      'signUp',
      'forgotPassword',
      'completeProfile',
      'welcome',
      'mobile',
      'profile',
      'interests',
      'success',
    ]);
    expect(COMPLETE_PROFILE_STEPS.map(completeProfileNumber)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(completeProfileNumber('lookup')).toBeNull();
  });
});

describe('where enrolment starts (spec 000 section 4)', () => {
  it('starts at lookup when not signed in', () => {
    expect(enrolmentEntry({ signedIn: false })).toBe('lookup');
  });

  it('starts at mobile when signed in without a phone (blank counts as none)', () => {
    expect(enrolmentEntry(signedIn({ ...COMPLETE, phone: undefined }))).toBe('mobile');
    expect(enrolmentEntry(signedIn({ ...COMPLETE, phone: '  ' }))).toBe('mobile');
  });

  it('starts at profile when signed in with a phone', () => {
    expect(enrolmentEntry(signedIn({ email: 'ana@example.com', phone: '+15555550123' }))).toBe('profile');
  });
});

describe('the lookup decides between sign-in and sign-up', () => {
  it('an existing consumer signs in, a new one signs up', () => {
    expect(nextEnrolmentStep('lookup', { type: 'lookedUp', consumerExists: true }, LOYALTY)).toBe('signIn');
    expect(nextEnrolmentStep('lookup', { type: 'lookedUp', consumerExists: false }, LOYALTY)).toBe('signUp');
  });

  it('forgot password leaves sign-in and comes back to it', () => {
    expect(walk('signIn', [{ type: 'forgotPassword' }, { type: 'backToSignIn' }])).toEqual([
      'signIn',
      'forgotPassword',
      'signIn',
    ]);
  });
});

describe('the partially-enrolled rule (spec 000 section 5)', () => {
  it.each(['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const)(
    'a member with an email but no %s still owes the profile',
    (field) => {
      expect(needsCompletion(signedIn({ ...COMPLETE, [field]: '' }, true), LOYALTY)).toBe(true);
    },
  );

  it('a complete member owes nothing; a complete non-member still joins in loyalty enrolment', () => {
    expect(needsCompletion(signedIn(COMPLETE, true), LOYALTY)).toBe(false);
    expect(needsCompletion(signedIn(COMPLETE, false), LOYALTY)).toBe(true);
    expect(needsCompletion(signedIn(COMPLETE, false), PROFILE_ONLY)).toBe(false);
  });

  it('after sign-in a partially enrolled shopper gets welcome (loyalty) or complete profile 0, a complete one success', () => {
    const partial = signedIn({ email: 'ana@example.com' }, true);
    expect(nextEnrolmentStep('signIn', { type: 'signedIn', facts: partial }, LOYALTY)).toBe('welcome');
    expect(nextEnrolmentStep('signUp', { type: 'signedIn', facts: partial }, PROFILE_ONLY)).toBe(
      'completeProfile',
    );
    expect(nextEnrolmentStep('signIn', { type: 'signedIn', facts: signedIn(COMPLETE, true) }, LOYALTY)).toBe(
      'success',
    );
  });
});

describe('the complete-profile steps', () => {
  it('a new shopper walks lookup, sign-up, welcome, mobile, profile, interests, success', () => {
    const noPhone = signedIn({ email: 'new@example.com' });
    expect(
      walk('lookup', [
        { type: 'lookedUp', consumerExists: false },
        { type: 'signedIn', facts: noPhone },
        { type: 'saved', facts: noPhone },
        { type: 'saved', facts: noPhone },
        { type: 'saved', facts: noPhone },
        { type: 'saved', facts: noPhone },
      ]),
    ).toEqual(['lookup', 'signUp', 'welcome', 'mobile', 'profile', 'interests', 'success']);
  });

  it('welcome goes on to profile when the shopper already has a phone', () => {
    const withPhone = signedIn({ email: 'a@example.com', phone: '+15555550123' });
    expect(nextEnrolmentStep('welcome', { type: 'saved', facts: withPhone }, LOYALTY)).toBe('profile');
  });

  it('without interests collection the profile step ends at success', () => {
    const options = { loyalty: true, collectsInterests: false };
    expect(nextEnrolmentStep('profile', { type: 'saved', facts: signedIn(COMPLETE) }, options)).toBe(
      'success',
    );
  });

  it('an event that means nothing at a step keeps it (success is final)', () => {
    expect(nextEnrolmentStep('lookup', { type: 'skip' }, LOYALTY)).toBe('lookup');
    expect(nextEnrolmentStep('signUp', { type: 'forgotPassword' }, LOYALTY)).toBe('signUp');
    expect(nextEnrolmentStep('success', { type: 'skip' }, LOYALTY)).toBe('success');
  });
});

describe('the interests value (spec 000 section 9, spec 001 section 5)', () => {
  it('joins the chosen interests by a pipe', () => {
    expect(interestsToSend(['hiking', 'camping'], true, true)).toBe('hiking|camping');
  });

  it('is blank on opt-out where the locale requires it, kept elsewhere', () => {
    expect(interestsToSend(['hiking'], false, true)).toBe('');
    expect(interestsToSend(['hiking'], false, false)).toBe('hiking');
  });
});
