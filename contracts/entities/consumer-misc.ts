import { acceptedTerms } from '../common/accepted-terms';
import { consumerId, isoDate, isoDateTime } from '../common/ids';
import { z } from '../zod';
import { enrollment, gender, personName, phoneNumber } from './consumer-profile';
import { emailField } from './credentials';

/** GET /consumers-v3/consumer/lookup (query not shown): does an account exist for this email? */
export const consumerLookupQuery = z.object({ email: emailField });

/** Where loyalty enrolment starts (spec 000 section 4): sign in when the account exists, else sign up. */
export const consumerLookupResult = z
  .object({
    email: z.string().min(1),
    consumerExists: z.boolean(),
    isLoyaltyMember: z.boolean(),
    hasPhone: z
      .boolean()
      .openapi({ description: 'Without a phone, enrolment continues at the mobile step.' }),
  })
  .openapi('ConsumerLookupResult');

/** POST /consumers-v3/consumer/retrieveUserData (spec 001 section 7): prefill of the sign-up form. */
export const retrieveUserDataRequest = z
  .object({ consumerId, email: emailField })
  .openapi('RetrieveUserDataRequest');

export const retrieveUserDataResponse = z
  .object({
    consumerDetails: z.object({
      birthDate: isoDate.optional(),
      email: z.string().min(1),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      phone: z.string().optional(),
      gender: gender.optional(),
    }),
    enrollments: z.array(enrollment.pick({ type: true, doubleOptin: true })),
  })
  .openapi('RetrieveUserDataResponse');

export const notificationTopic = z.enum(['ORDER_UPDATES', 'BACK_IN_STOCK', 'PRICE_DROP', 'PROMOTIONS']);

/**
 * PUT /consumers-v3/consumer/notification (not shown): the consumer's notification preferences, one
 * switch per topic and channel. The answer is the full resulting list.
 */
export const notificationPreference = z
  .object({ topic: notificationTopic, channel: z.enum(['email', 'sms', 'push']), enabled: z.boolean() })
  .openapi('NotificationPreference');

export const updateNotificationsRequest = z
  .object({ notifications: z.array(notificationPreference).min(1).max(12) })
  .openapi('UpdateNotificationsRequest');

export const notificationPreferences = z
  .object({ notifications: z.array(notificationPreference) })
  .openapi('NotificationPreferences');

/** Selected days (YYYY-MM-DD) joined by a comma and a space (spec 001 section 3). */
const ATTENDING_DAYS = /^\d{4}-\d{2}-\d{2}(, \d{4}-\d{2}-\d{2})*$/;

/** POST /consumers-v3/consumer/event-registration, field names as in spec 001 section 3. */
export const eventRegistrationRequest = z
  .object({
    email: emailField,
    attendingDays: z
      .string()
      .max(1000)
      .regex(ATTENDING_DAYS, 'Attending days are dates (YYYY-MM-DD) joined by a comma and a space')
      .openapi({ example: '2026-06-12, 2026-06-13' }),
    eventId: z.string().min(1).max(64),
    eventTermsAccepted: acceptedTerms('The event terms must be accepted'),
    firstName: personName,
    lastName: personName,
    gender: gender.optional(),
    phoneNumber: phoneNumber.optional(),
    plusOne: personName.optional().openapi({ description: 'Guest name, when the event allows a plus-one.' }),
    registrationTimestamp: isoDateTime,
  })
  .openapi('EventRegistrationRequest');

/** Not shown: the registration's id and state. */
export const eventRegistrationResponse = z
  .object({ registrationId: z.string().min(1), eventId: z.string().min(1), status: z.literal('REGISTERED') })
  .openapi('EventRegistrationResponse');

export type ConsumerLookupResult = z.infer<typeof consumerLookupResult>;
export type RetrieveUserDataRequest = z.infer<typeof retrieveUserDataRequest>;
export type RetrieveUserDataResponse = z.infer<typeof retrieveUserDataResponse>;
export type NotificationPreference = z.infer<typeof notificationPreference>;
export type UpdateNotificationsRequest = z.infer<typeof updateNotificationsRequest>;
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export type EventRegistrationRequest = z.infer<typeof eventRegistrationRequest>;
export type EventRegistrationResponse = z.infer<typeof eventRegistrationResponse>;
