import type { AreaHandlers } from '../core/handler-types';
import { emailFailure, sameEmail } from '../domain/consumer/consumer-rules';
import { applyNotificationChanges } from '../domain/consumer/notifications';
import { profileView, userDataView } from '../domain/consumer/profile-view';
import { failure, isFailure } from '../domain/failure';
import { accountByEmail, saveAccount } from '../services/auth/accounts';
import { findAccount } from '../services/auth/session-service';
import { consumerWithProfile } from '../services/consumer/consumer-access';
import { createProfile, updateProfile } from '../services/consumer/profile-service';

/** Profile calls of contracts/operations/consumer.ts (subscriptions and loyalty live in their own files). */
export const consumerProfileHandlers = {
  getConsumer: ({ query, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    return {
      body: profileView(found.account, { includeLoyaltySummary: query.includeLoyaltySummary === true }),
    };
  },

  updateConsumer: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const updated = await updateProfile(world, account, body.consumerProfile);
    return isFailure(updated) ? updated : { body: profileView(updated) };
  },

  createConsumer: async ({ body, headers, accessToken, world }) => {
    const bad = emailFailure(body.consumerProfile.consumerDetails.email);
    if (bad) return bad;
    const created = await createProfile(world, accessToken, headers['x-locale'], body.consumerProfile);
    return isFailure(created) ? created : { body: { consumerId: created.consumerId } };
  },

  lookupConsumer: ({ query, world }) => {
    const bad = emailFailure(query.email);
    if (bad) return bad;
    const account = accountByEmail(world, query.email);
    return {
      body: {
        email: query.email,
        consumerExists: account?.password !== undefined,
        isLoyaltyMember: account?.isLoyaltyMember ?? false,
        hasPhone: Boolean(account?.phone),
      },
    };
  },

  retrieveUserData: ({ body, world }) => {
    const bad = emailFailure(body.email);
    if (bad) return bad;
    const account = findAccount(world, body.consumerId);
    if (!account || !sameEmail(account.email, body.email)) return failure('CCN404');
    return { body: userDataView(account) };
  },

  updateNotifications: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const notifications = applyNotificationChanges(account.notifications, body.notifications);
    await saveAccount(world, { ...account, notifications });
    return { body: { notifications } };
  },
} satisfies AreaHandlers;
