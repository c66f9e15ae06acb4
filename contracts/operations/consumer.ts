import { sessionCallHeaders as headers, leadSourceHeader } from '../common/headers';
import { queryFlag } from '../common/query-flag';
import {
  consumerLookupQuery,
  consumerLookupResult,
  notificationPreferences,
  retrieveUserDataRequest,
  retrieveUserDataResponse,
  updateNotificationsRequest,
} from '../entities/consumer-misc';
import {
  consumerProfile,
  createConsumerProfileRequest,
  createConsumerProfileResponse,
  subscriptionChangeRequest,
  updateConsumerProfileRequest,
} from '../entities/consumer-profile';
import {
  loyaltyTokenRequest,
  loyaltyTokenResponse,
  loyaltyVouchers,
  loyaltyWelcomePromo,
} from '../entities/loyalty';
import { subscription, subscriptionChannel } from '../entities/subscription';
import { defineOperations } from '../registry/define-operations';
import { z } from '../zod';

/** Profile calls of a consumer without a profile answer PRO404, whose message is 'Profile not loaded'. */
const PROFILE_ERRORS = ['AUT401', 'PRO404'] as const;
const LOYALTY_ERRORS = ['AUT401', 'REW401', 'REW130', 'REW135', '4044'] as const;

const subscriptionsAnswer = z
  .object({ consumerId: z.string().min(1).optional(), subscriptions: z.array(subscription) })
  .openapi('ConsumerSubscriptions');

export const consumerOperations = defineOperations('consumer', {
  getConsumer: {
    method: 'get',
    path: '/consumers-v3/consumer',
    summary: 'The signed-in consumer profile',
    request: { headers, query: z.object({ includeLoyaltySummary: queryFlag().optional() }) },
    response: { status: 200, description: 'The profile.', body: consumerProfile },
    errorIds: [...PROFILE_ERRORS, 'CCN404', 'INVALID_CUSTOMER'],
  },
  updateConsumer: {
    method: 'put',
    path: '/consumers-v3/consumer',
    summary: 'Update the profile (details, preferences, loyalty enrolment, employee terms)',
    request: { headers, body: updateConsumerProfileRequest },
    response: { status: 200, description: 'The updated profile.', body: consumerProfile },
    errorIds: [
      ...PROFILE_ERRORS,
      'PRO400',
      'PRO412',
      'PRO418',
      'PRO410',
      'PRO411',
      'AUT442',
      'AUT444',
      'AUT453',
    ],
    notShown:
      'Answers the whole updated profile. Employees accept the discount terms here with ' +
      'consumerProfile.isEmployeeDiscountTCAccepted true.',
  },
  createConsumer: {
    method: 'post',
    path: '/consumers-v3/consumer',
    summary: 'Create a profile from an email (newsletter sign-up)',
    request: { headers, body: createConsumerProfileRequest },
    response: { status: 201, description: 'Profile created.', body: createConsumerProfileResponse },
    // The profile rules of an update apply (a phone of another consumer, the birth date).
    errorIds: ['PRO412', 'PRO400', 'AUT453', 'AUT444', 'PRO410', 'PRO411'],
    notShown: 'Answers 201. An email that already has a profile answers PRO400 (login already in use).',
  },
  getLoyaltyToken: {
    method: 'post',
    path: '/consumers-v3/consumer/loyalty/token',
    summary: 'Token for the loyalty provider, crediting a referral code',
    request: { headers: headers.extend(leadSourceHeader.shape), body: loyaltyTokenRequest },
    response: { status: 200, description: 'The loyalty token.', body: loyaltyTokenResponse },
    errorIds: [...LOYALTY_ERRORS],
    notShown:
      'Response not shown: loyaltyToken, expires_in (seconds), memberId and whether the referral was credited.',
  },
  getLoyaltyWelcomePromo: {
    method: 'get',
    path: '/consumers-v3/consumer/loyalty/promo/welcome',
    summary: 'The welcome offer of a new loyalty member',
    request: { headers },
    response: { status: 200, description: 'The welcome promotion.', body: loyaltyWelcomePromo },
    errorIds: [...LOYALTY_ERRORS],
    notShown:
      'Response not shown: promotionId, optional couponCode, title, message, a percent or amount discount, redeemed, expiresAt.',
  },
  getLoyaltyVouchers: {
    method: 'get',
    path: '/consumers-v3/consumer/loyalty/vouchers',
    summary: 'Points balance and the vouchers the points can buy',
    request: { headers },
    response: { status: 200, description: 'Points and vouchers.', body: loyaltyVouchers },
    errorIds: [...LOYALTY_ERRORS],
    notShown: 'Adds the vouchers already issued (code, amount, status, expiry) next to the spec fields.',
  },
  lookupConsumer: {
    method: 'get',
    path: '/consumers-v3/consumer/lookup',
    summary: 'Whether an account exists for an email (start of loyalty enrolment)',
    request: { headers, query: consumerLookupQuery },
    response: { status: 200, description: 'Lookup result.', body: consumerLookupResult },
    errorIds: ['AUT453'],
    notShown:
      'Query not shown: email. Answers 200 with consumerExists, isLoyaltyMember and hasPhone (never 404).',
  },
  retrieveUserData: {
    method: 'post',
    path: '/consumers-v3/consumer/retrieveUserData',
    summary: 'Known details of a consumer, to prefill and lock the sign-up form',
    request: { headers, body: retrieveUserDataRequest },
    response: { status: 200, description: 'Details and enrollments.', body: retrieveUserDataResponse },
    errorIds: ['CCN404', 'AUT453'],
    notShown: 'A consumerId and email that do not match one consumer answer CCN404.',
  },
  getSubscriptions: {
    method: 'get',
    path: '/consumers-v3/consumer/subscription',
    summary: 'The subscriptions (SMS and newsletters) of the consumer, or of a guest recipient',
    request: {
      headers,
      query: z.object({
        channel: subscriptionChannel.optional(),
        recipient: z
          .string()
          .min(3)
          .max(100)
          .optional()
          .openapi({ description: 'A guest looks up a recipient.' }),
      }),
    },
    response: { status: 200, description: 'Subscriptions.', body: subscriptionsAnswer },
    errorIds: ['AUT401', 'PRO404'],
    notShown: 'Query not shown: optional channel and, for guests, recipient. Answers { subscriptions }.',
  },
  createSubscription: {
    method: 'post',
    path: '/consumers-v3/consumer/subscription',
    summary: 'A visitor not signed in opts in (or out) of SMS or newsletter',
    request: { headers, body: subscriptionChangeRequest },
    response: { status: 201, description: 'Subscriptions after the change.', body: subscriptionsAnswer },
    errorIds: ['PRO412', 'AUT453'],
    notShown: 'Answers 201 with consumerId and the resulting subscriptions.',
  },
  updateSubscription: {
    method: 'put',
    path: '/consumers-v3/consumer/subscription',
    summary: 'A signed-in consumer opts in or out of SMS or newsletter',
    request: { headers, body: subscriptionChangeRequest },
    response: { status: 200, description: 'Subscriptions after the change.', body: subscriptionsAnswer },
    errorIds: [...PROFILE_ERRORS, 'PRO412', 'PRO418'],
    notShown: 'Answers 200 with consumerId and the resulting subscriptions.',
  },
  updateNotifications: {
    method: 'put',
    path: '/consumers-v3/consumer/notification',
    summary: 'Set notification preferences per topic and channel',
    request: { headers, body: updateNotificationsRequest },
    response: {
      status: 200,
      description: 'All notification preferences after the change.',
      body: notificationPreferences,
    },
    errorIds: [...PROFILE_ERRORS, 'PRO412'],
    notShown:
      'Purpose and payload not shown: notification preferences, a list of {topic, channel, enabled}; answers the full list.',
  },
});
