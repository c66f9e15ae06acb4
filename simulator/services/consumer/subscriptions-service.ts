import type { SubscriptionInput } from '../../../contracts/entities/subscription';
import type { World } from '../../core/world';
import { emailFailure } from '../../domain/consumer/consumer-rules';
import { applySubscriptionChanges, subscriptionsFor } from '../../domain/consumer/subscriptions';
import type { Failure } from '../../domain/failure';
import { accountByEmail, saveAccount } from '../auth/accounts';
import { newProfileFor } from './new-profile';

type Subscriptions = ReturnType<typeof applySubscriptionChanges>;
type Filter = Parameters<typeof subscriptionsFor>[1];

/**
 * A visitor's change (POST): with an email, on the profile of that email (created without a login when
 * new); without one, on the guest subscriber of this user session id. Opting a new SMS recipient in first
 * opts the earlier one out.
 */
export async function visitorChange(
  world: World,
  usid: string,
  locale: string,
  email: string | undefined,
  changes: SubscriptionInput[],
): Promise<{ consumerId: string; subscriptions: Subscriptions } | Failure> {
  const now = world.clock.now();
  if (email !== undefined) {
    const bad = emailFailure(email);
    if (bad) return bad;
    const existing = accountByEmail(world, email);
    const account = existing ?? newProfileFor(world, { email, locale, now, acquisitionType: 'Subscription' });
    const next = {
      ...account,
      subscriptions: applySubscriptionChanges(account.subscriptions, changes, now.toISOString()),
    };
    if (existing) await saveAccount(world, next);
    else await world.db.accounts.accounts.create(next);
    return { consumerId: next.consumerId, subscriptions: next.subscriptions };
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
  return { consumerId: subscriberId, subscriptions };
}

/**
 * A visitor's subscriptions (GET with a guest token): those of their user session id; when they have none
 * and a recipient is asked for, those of the guest subscriber holding that recipient.
 */
export function visitorSubscriptions(
  world: World,
  usid: string,
  filter: Filter,
  recipient: string | undefined,
) {
  const guest = world.db.accounts.guestSubscribers.findFirst((q) => q.where({ usid }));
  const own = guest ? subscriptionsFor(guest.subscriptions, filter) : [];
  if (own.length > 0 || recipient === undefined) {
    return { ...(guest ? { consumerId: guest.subscriberId } : {}), subscriptions: own };
  }
  const holder = world.db.accounts.guestSubscribers.findFirst((q) =>
    q.where((g) => subscriptionsFor(g.subscriptions, filter).length > 0),
  );
  return holder
    ? { consumerId: holder.subscriberId, subscriptions: subscriptionsFor(holder.subscriptions, filter) }
    : { subscriptions: [] };
}
