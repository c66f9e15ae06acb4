import '../../api/account-operations';
import type { RequestBodyInputOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';
import type { ConsumerProfile } from '../session';
import type { CallOptions } from '../session-recovery';

export type ConsumerLookup = ResponseBodyOf<'lookupConsumer'>;
type ProfileInput = RequestBodyInputOf<'updateConsumer'>['consumerProfile'];
export type EnrolmentDetails = NonNullable<ProfileInput['consumerDetails']>;
export type EnrolmentPreferences = NonNullable<ProfileInput['preferences']>;

/** What one enrolment step writes: details and, at the interests step, preferences. */
export interface EnrolmentWrite {
  readonly details?: EnrolmentDetails;
  readonly preferences?: EnrolmentPreferences;
  /** Loyalty enrolment sends the Loyalty enrollment with each write; completing a profile only does not. */
  readonly loyalty: boolean;
  /** The site's country, the enrollment's country. */
  readonly country: string;
}

/** Profile calls make no sense for the guest a stale session gives way to (session-recovery.ts). */
const SHOPPER_ONLY: CallOptions = { audience: 'shopper' };

/**
 * The body of an enrolment step's profile update (spec 001 sections 3 and 4): the step's details and
 * preferences, and in loyalty enrolment a Loyalty enrollment opted in for the site's country (the server
 * confirms the double opt-in).
 */
export function enrolmentUpdateBody(write: EnrolmentWrite): RequestBodyInputOf<'updateConsumer'> {
  return {
    consumerProfile: {
      consumerDetails: write.details ?? {},
      ...(write.preferences ? { preferences: write.preferences } : {}),
      ...(write.loyalty ? { enrollments: [{ type: 'Loyalty', optin: true, country: write.country }] } : {}),
    },
  };
}

/** The enrolment area of the commerce adapter: the lookup step and the complete-profile writes. */
export function enrolmentCommerce(deps: CommerceDeps) {
  return {
    /** Whether an account exists for the email (the lookup step: sign in, else sign up). */
    lookup(email: string): Promise<ConsumerLookup> {
      return deps.call('lookupConsumer', { query: { email } });
    },

    /** Writes one step of the complete-profile dialogs (updateConsumer); answers the updated profile. */
    save(write: EnrolmentWrite): Promise<ConsumerProfile> {
      return deps.call('updateConsumer', { body: enrolmentUpdateBody(write) }, SHOPPER_ONLY);
    },
  };
}

export type EnrolmentCommerce = ReturnType<typeof enrolmentCommerce>;

/** The enrolment area of the adapter the UI holds (features never reach its deps themselves). */
export const enrolmentCommerceOf = (commerce: Pick<Commerce, 'deps'>): EnrolmentCommerce =>
  enrolmentCommerce(commerce.deps);
