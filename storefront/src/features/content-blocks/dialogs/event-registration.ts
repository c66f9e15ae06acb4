import type { EventContent } from '../../../../../contracts/entities/content-blocks-dialog';
import type { EventRegistration } from '../../../commerce/content/forms';
import type { ConsumerProfile } from '../../../commerce/session';

/** What the shopper fills in on the event form. */
export interface EventFormValues {
  readonly attendingDays: readonly string[];
  readonly plusOne: string;
  readonly termsAccepted: boolean;
}

/**
 * The registration payload exactly as spec 001 section 3 lists it: the profile's email, names, gender and
 * phone; the chosen days (in calendar order) joined by a comma and a space; the guest's name when the event
 * takes a plus-one and one was given; the time of sending as ISO.
 */
export function eventRegistration(
  event: Pick<EventContent, 'eventId' | 'enablePlusOne'>,
  profile: Pick<ConsumerProfile, 'consumerDetails'>,
  values: EventFormValues,
  now: Date,
): EventRegistration {
  const { email, firstName, lastName, gender, phone } = profile.consumerDetails;
  const plusOne = values.plusOne.trim();
  return {
    email,
    attendingDays: [...values.attendingDays].sort().join(', '),
    eventId: event.eventId,
    eventTermsAccepted: true,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    ...(gender ? { gender } : {}),
    ...(phone ? { phoneNumber: phone } : {}),
    ...(event.enablePlusOne && plusOne ? { plusOne } : {}),
    registrationTimestamp: now.toISOString(),
  };
}
