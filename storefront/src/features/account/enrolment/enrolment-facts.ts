import type { CatalogueId } from '../../../../../contracts/errors/error-ids';
import type { ConsumerProfile } from '../../../commerce/session';
import type { EnrolmentFacts } from './enrolment-steps';

/** What the step machine reads of the session and the profile. */
export function enrolmentFactsOf(signedIn: boolean, profile: ConsumerProfile | undefined): EnrolmentFacts {
  if (!signedIn || !profile) return { signedIn };
  return { signedIn, details: profile.consumerDetails, isLoyaltyMember: profile.isLoyaltyMember };
}

/** Error ids each step shows on its field (spec 001 section 8); any other error is a notice. */
export const FIELD_ERROR_IDS = {
  email: ['AUT453'],
  phone: ['AUT442', 'AUT444'],
  birthDate: ['PRO410', 'PRO411'],
} as const satisfies Record<string, readonly CatalogueId[]>;
