import type { SubscriptionInput } from '../../contracts/entities/subscription';
import { failure } from '../core/failure';
import type { AreaHandlers } from '../core/handler-types';
import type { World } from '../core/world';
import { countryOfLocale, currencyOfCountry, emailFailure } from '../domain/consumer/consumer-rules';
import { newProfileRecord } from '../domain/consumer/profile-records';
import { applySubscriptionChanges, subscriptionsFor } from '../domain/consumer/subscriptions';
import { accountByEmail, saveAccount } from '../services/auth/accounts';
import { resolveSession } from '../services/auth/session-service';
import { consumerWithProfile } from './consumer-access';

/**
 * A visitor's change (POST): with an email, on the profile of that email (created without a login when
 * new); without one, on the guest subscriber of this user session id. Opting a new SMS recipient in first
 * opts the earlier one out.
 */
async function guestChange(
  world: World,
  usid: string,
  locale: string,
  email: string | undefined,
  changes: SubscriptionInput[],
) {
  const now = world.clock.now();
  if (email !== undefined) {
    const bad = emailFailure(email);
    if (bad) return bad;
    const country = countryOfLocale(locale);
    const existing = accountByEmail(world, email);
    const account =
      existing ??
      newProfileRecord({
        consumerId: world.ids.next('C', 9),
        consumerNo: world.ids.next('CN', 9),
        email,
        country,
        currency: currencyOfCountry(country),
        now,
        acquisitionType: 'Subscription',
      });
    const next = {
      ...account,
      subscriptions: applySubscriptionChanges(account.subscriptions, changes, now.toISOString()),
    };
    if (existing) await saveAccount(world, next);
    else await world.db.accounts.accounts.create(next);
    return { status: 201, body: { consumerId: next.consumerId, subscriptions: next.subscriptions } };
  }
  const subscribers = world.db.accounts.guestSubscribers;
  const existing = subscribers.findFirst((q) => q.where({ usid }));
  const subscriptions = applySubscriptionChanges(existing?.subscriptions ?? [], changes, now.toISOString());
  const subscriberId = existing?.subscriberId ?? world.ids.next('GS', 9);
  if (existing) {
    await subscribers.update((q) => q.where({ usid }), {
      data(draft) {
        draft.subscriptions = subscriptions;
      },
    });
  } else {
    await subscribers.create({ subscriberId, usid, subscriptions });
  }
  return { status: 201, body: { consumerId: subscriberId, subscriptions } };
}

/** Subscription calls of contracts/operations/consumer.ts. */
export const consumerSubscriptionHandlers = {
  /** A consumer's own subscriptions; a guest (guest token) those of their user session or of a recipient. */
  getSubscriptions: ({ query, headers, accessToken, world }) => {
    const session = resolveSession(world, accessToken);
    if (!session) return failure('AUT401');
    const filter = { channel: query.channel, recipient: query.recipient };
    if (session.consumerId) {
      const found = consumerWithProfile(world, accessToken);
      if (!found.ok) return found;
      const { account } = found.value;
      return {
        body: {
          consumerId: account.consumerId,
          subscriptions: subscriptionsFor(account.subscriptions, filter),
        },
      };
    }
    const guest = world.db.accounts.guestSubscribers.findFirst((q) =>
      q.where({ usid: session.usid ?? headers['x-usid'] }),
    );
    const own = guest ? subscriptionsFor(guest.subscriptions, filter) : [];
    if (own.length > 0 || query.recipient === undefined) {
      return { body: { ...(guest ? { consumerId: guest.subscriberId } : {}), subscriptions: own } };
    }
    const holder = world.db.accounts.guestSubscribers.findFirst((q) =>
      q.where((g) => subscriptionsFor(g.subscriptions, filter).length > 0),
    );
    return {
      body: holder
        ? { consumerId: holder.subscriberId, subscriptions: subscriptionsFor(holder.subscriptions, filter) }
        : { subscriptions: [] },
    };
  },

  createSubscription: async ({ body, headers, world }) =>
    guestChange(
      world,
      headers['x-usid'],
      headers['x-locale'],
      body.consumerProfile.consumerDetails.email,
      body.consumerProfile.subscriptions,
    ),

  updateSubscription: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (!found.ok) return found;
    const { account } = found.value;
    const subscriptions = applySubscriptionChanges(
      account.subscriptions,
      body.consumerProfile.subscriptions,
      world.clock.now().toISOString(),
    );
    await saveAccount(world, { ...account, subscriptions });
    return { body: { consumerId: account.consumerId, subscriptions } };
  },
} satisfies AreaHandlers;
