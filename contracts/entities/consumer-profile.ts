import { consumerId, isoDate, isoDateTime } from '../common/ids';
import { countryCode } from '../common/locale';
import { z } from '../zod';
import { address } from './address';
import { emailField } from './credentials';
import { memberId } from './loyalty';
import { consumerSpends } from './spend';
import { subscription, subscriptionInput } from './subscription';
import { consumerType } from './token';

/** Gender values are not shown: M male, F female, X another identity, U prefers not to say. */
export const gender = z.enum(['M', 'F', 'X', 'U']).openapi('Gender', {
  description: 'Values not shown: M male, F female, X another identity, U prefers not to say.',
});

export const personName = z.string().trim().min(1).max(64).openapi({ example: 'Ana' });
/** Phone as typed or as stored (+ and dial code, then digits); the country mask is a form rule. */
export const phoneNumber = z
  .string()
  .regex(/^\+?\d{4,15}$/, 'Phone is digits, optionally after a +')
  .openapi({ example: '+15555550123' });
export const postalCode = z.string().trim().min(1).max(12).openapi({ example: 'V6B 1A1' });

/** Pipe-separated interests (spec 000 section 9); blank when cleared on opt-out. */
export const interests = z
  .string()
  .max(1000)
  .regex(/^$|^[^|]+(\|[^|]+)*$/, 'Interests are joined by a pipe')
  .openapi({ example: 'hiking|trail-running|camping' });

export const consumerIdentity = z
  .object({
    type: z.enum(['WRANX', 'IPA']),
    identityId: z.string().min(1).max(64).optional(),
  })
  .openapi('ConsumerIdentity', { description: 'Partner (prosumer) identity.' });

export const acquisitionSource = z.object({
  acquisitionType: z.string().min(1).max(64).optional().openapi({ example: 'Registered' }),
  campaignName: z.string().min(1).max(128).optional(),
});

export const preferences = z.object({
  interests: interests.optional(),
  preferredShoeSize: z.string().min(1).max(8).optional().openapi({ example: '10.5' }),
});

/** Loyalty enrollment (spec 001 section 3). doubleOptin is confirmed by the server. */
export const enrollment = z
  .object({ type: z.literal('Loyalty'), optin: z.boolean(), doubleOptin: z.boolean(), country: countryCode })
  .openapi('LoyaltyEnrollment');
export const enrollmentInput = enrollment.extend({ doubleOptin: z.boolean().optional() });

/** consumerDetails as the server sends it. */
export const consumerDetails = z
  .object({
    email: z.string().min(1),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    phone: z.string().optional(),
    postalCode: z.string().optional(),
    birthDate: isoDate.optional(),
    gender: gender.optional(),
    source: acquisitionSource.optional(),
    address: z.array(address).openapi({ description: 'The saved addresses (field name not shown).' }),
    athlete: z.boolean(),
    employee: z.boolean(),
    prosumer: z.boolean(),
    identities: z.array(consumerIdentity).openapi({ description: 'Partner identities; a prosumer has one.' }),
  })
  .openapi('ConsumerDetails');

/** The profile (GET, PUT /consumers-v3/consumer). PRO404 'Profile not loaded' when there is none. */
export const consumerProfile = z
  .object({
    consumerId,
    consumerNo: z.string().min(1).max(64),
    consumerType,
    memberId: memberId.optional(),
    isEmployeeDiscountTCAccepted: z.boolean().optional(),
    consumerDetails,
    isLoyaltyMember: z.boolean(),
    loyaltyOptInDate: isoDateTime.optional(),
    loyaltySummary: z
      .object({ points: z.object({ balance: z.number().int().min(0) }) })
      .optional()
      .openapi({ description: 'Sent when includeLoyaltySummary=true and the consumer is a member.' }),
    preferences: preferences.optional(),
    subscriptions: z.array(subscription),
    enrollments: z.array(enrollment),
    spends: consumerSpends.optional(),
  })
  .openapi('ConsumerProfile');

/** consumerDetails as the storefront sends them: every field optional, may be empty (spec 001 section 3). */
export const consumerDetailsInput = z.object({
  email: emailField.optional(),
  firstName: personName.optional(),
  lastName: personName.optional(),
  phone: phoneNumber.optional(),
  postalCode: postalCode.optional(),
  birthDate: isoDate.optional(),
  gender: gender.optional(),
  source: acquisitionSource.optional(),
});

const consumerProfileInputFields = {
  consumerDetails: consumerDetailsInput.default({}),
  enrollments: z.array(enrollmentInput).max(5).optional(),
  subscriptions: z.array(subscriptionInput).max(10).optional(),
  preferences: preferences.optional(),
  isEmployeeDiscountTCAccepted: z.literal(true).optional().openapi({
    description: 'Not shown where employees accept the discount terms: sent once, true, on a profile update.',
  }),
};

/** PUT /consumers-v3/consumer. */
export const updateConsumerProfileRequest = z
  .object({ consumerProfile: z.object(consumerProfileInputFields) })
  .openapi('UpdateConsumerProfileRequest');

/** POST /consumers-v3/consumer: creating a profile (newsletter sign-up) needs the email. */
export const createConsumerProfileRequest = z
  .object({
    consumerProfile: z.object({
      ...consumerProfileInputFields,
      consumerDetails: consumerDetailsInput.extend({ email: emailField }),
    }),
  })
  .openapi('CreateConsumerProfileRequest');

/** POST and PUT /consumers-v3/consumer/subscription: consumerDetails and at least one subscription. */
export const subscriptionChangeRequest = z
  .object({
    consumerProfile: z.object({
      consumerDetails: consumerDetailsInput.default({}),
      subscriptions: z.array(subscriptionInput).min(1).max(10),
    }),
  })
  .openapi('SubscriptionChangeRequest');

export const createConsumerProfileResponse = z
  .object({ consumerId })
  .openapi('CreateConsumerProfileResponse');

export type Gender = z.infer<typeof gender>;
export type ConsumerIdentity = z.infer<typeof consumerIdentity>;
export type Preferences = z.infer<typeof preferences>;
export type Enrollment = z.infer<typeof enrollment>;
export type ConsumerDetails = z.infer<typeof consumerDetails>;
export type ConsumerProfile = z.infer<typeof consumerProfile>;
export type ConsumerDetailsInput = z.infer<typeof consumerDetailsInput>;
export type UpdateConsumerProfileRequest = z.infer<typeof updateConsumerProfileRequest>;
export type CreateConsumerProfileRequest = z.infer<typeof createConsumerProfileRequest>;
export type SubscriptionChangeRequest = z.infer<typeof subscriptionChangeRequest>;
export type CreateConsumerProfileResponse = z.infer<typeof createConsumerProfileResponse>;
