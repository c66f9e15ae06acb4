import { failure, isFailure } from '../core/failure';
import type { AreaHandlers } from '../core/handler-types';
import type { World } from '../core/world';
import type { AccountRecord } from '../db/account-records';
import {
  countryOfLocale,
  currencyOfCountry,
  emailFailure,
  sameEmail,
} from '../domain/consumer/consumer-rules';
import { applyNotificationChanges } from '../domain/consumer/notifications';
import { newProfileRecord } from '../domain/consumer/profile-records';
import { applyProfileUpdate } from '../domain/consumer/profile-update';
import { profileView, userDataView } from '../domain/consumer/profile-view';
import { accountByEmail, emailInUse, phoneInUse, saveAccount } from '../services/auth/accounts';
import { resolveSession } from '../services/auth/session-service';
import { consumerWithProfile } from './consumer-access';

type ProfileInput = Parameters<typeof applyProfileUpdate>[1];

function updateContext(world: World, account: AccountRecord) {
  return {
    now: world.clock.now(),
    emailInUse: (email: string) => emailInUse(world, email, account.consumerId),
    phoneInUse: (phone: string) => phoneInUse(world, phone, account.consumerId),
    newMemberId: () => world.ids.next('LM', 7),
  };
}

/**
 * Creating a profile: the signed-in consumer without a profile gets one for their own email; any other
 * email that already has an account or profile is PRO400; else a profile without a login is created.
 */
async function createProfile(
  world: World,
  accessToken: string | undefined,
  locale: string,
  input: ProfileInput & { consumerDetails: { email: string } },
) {
  const email = input.consumerDetails.email;
  const session = resolveSession(world, accessToken);
  const existing = accountByEmail(world, email);
  const own = existing && session?.consumerId === existing.consumerId && !existing.hasProfile;
  if (existing && !own) return failure('PRO400');
  const country = countryOfLocale(locale);
  const base =
    existing ??
    newProfileRecord({
      consumerId: world.ids.next('C', 9),
      consumerNo: world.ids.next('CN', 9),
      email,
      country,
      currency: currencyOfCountry(country),
      now: world.clock.now(),
      acquisitionType: 'Newsletter',
    });
  const updated = applyProfileUpdate({ ...base, hasProfile: true }, input, updateContext(world, base));
  if (isFailure(updated)) return updated;
  if (existing) await saveAccount(world, updated.value);
  else await world.db.accounts.accounts.create(updated.value);
  return { body: { consumerId: updated.value.consumerId } };
}

/** Profile calls of contracts/operations/consumer.ts (subscriptions and loyalty live in their own files). */
export const consumerProfileHandlers = {
  getConsumer: ({ query, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (!found.ok) return found;
    return {
      body: profileView(found.value.account, { includeLoyaltySummary: query.includeLoyaltySummary === true }),
    };
  },

  updateConsumer: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (!found.ok) return found;
    const { account } = found.value;
    const updated = applyProfileUpdate(account, body.consumerProfile, updateContext(world, account));
    if (isFailure(updated)) return updated;
    await saveAccount(world, updated.value);
    return { body: profileView(updated.value) };
  },

  createConsumer: async ({ body, headers, accessToken, world }) => {
    const bad = emailFailure(body.consumerProfile.consumerDetails.email);
    if (bad) return bad;
    return createProfile(world, accessToken, headers['x-locale'], body.consumerProfile);
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
    const account = world.db.accounts.accounts.findFirst((q) => q.where({ consumerId: body.consumerId }));
    if (!account || !sameEmail(account.email, body.email)) return failure('CCN404');
    return { body: userDataView(account) };
  },

  updateNotifications: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (!found.ok) return found;
    const { account } = found.value;
    const notifications = applyNotificationChanges(account.notifications, body.notifications);
    await saveAccount(world, { ...account, notifications });
    return { body: { notifications } };
  },
} satisfies AreaHandlers;
