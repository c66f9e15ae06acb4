import type { AreaHandlers } from '../core/handler-types';
import { applySubscriptionChanges, subscriptionsFor } from '../domain/consumer/subscriptions';
import { failure, isFailure } from '../domain/failure';
import { saveAccount } from '../services/auth/accounts';
import { resolveSession } from '../services/auth/session-service';
import { consumerWithProfile } from '../services/consumer/consumer-access';
import { visitorChange, visitorSubscriptions } from '../services/consumer/subscriptions-service';

/** Subscription calls of contracts/operations/consumer.ts. */
export const consumerSubscriptionHandlers = {
  /** A consumer's own subscriptions; a guest (guest token) those of their user session or of a recipient. */
  getSubscriptions: ({ query, headers, accessToken, world }) => {
    const session = resolveSession(world, accessToken);
    if (!session) return failure('AUT401');
    const filter = { channel: query.channel, recipient: query.recipient };
    if (session.consumerId) {
      const found = consumerWithProfile(world, accessToken);
      if (isFailure(found)) return found;
      const { account } = found;
      return {
        body: {
          consumerId: account.consumerId,
          subscriptions: subscriptionsFor(account.subscriptions, filter),
        },
      };
    }
    return { body: visitorSubscriptions(world, session.usid ?? headers['x-usid'], filter, query.recipient) };
  },

  createSubscription: async ({ body, headers, world }) => {
    const changed = await visitorChange(
      world,
      headers['x-usid'],
      headers['x-locale'],
      body.consumerProfile.consumerDetails.email,
      body.consumerProfile.subscriptions,
    );
    return isFailure(changed) ? changed : { status: 201, body: changed };
  },

  updateSubscription: async ({ body, accessToken, world }) => {
    const found = consumerWithProfile(world, accessToken);
    if (isFailure(found)) return found;
    const { account } = found;
    const subscriptions = applySubscriptionChanges(
      account.subscriptions,
      body.consumerProfile.subscriptions,
      world.clock.now().toISOString(),
    );
    await saveAccount(world, { ...account, subscriptions });
    return { body: { consumerId: account.consumerId, subscriptions } };
  },
} satisfies AreaHandlers;
