import '../../api/account-operations';
import type { RequestBodyOf, ResponseBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';
import type { CallOptions } from '../session-recovery';

/** A subscription as sent: opting in carries an optinDate, opting out an optoutDate (spec 001 section 4). */
export type SubscriptionChange =
  RequestBodyOf<'updateSubscription'>['consumerProfile']['subscriptions'][number];
export type SubscriptionsAnswer = ResponseBodyOf<'updateSubscription'>;
export type NotificationPreference = RequestBodyOf<'updateNotifications'>['notifications'][number];
export type NotificationsAnswer = ResponseBodyOf<'updateNotifications'>;

const SHOPPER_ONLY: CallOptions = { audience: 'shopper' };

/**
 * The communication preferences' calls: the server time the opt-in and opt-out dates come from, the signed-in
 * shopper's subscription changes (updateSubscription: the account is never a visitor's) and the notification
 * preferences.
 */
export function communicationCommerce(deps: CommerceDeps) {
  return {
    /** Now, by the server's clock (GET /fapi/server/time): subscription dates are never the browser's. */
    async serverTime(): Promise<string> {
      const answer = await deps.client.call('getServerTime', {});
      return answer.timestamp;
    },

    /** Sends the changes in order (an earlier SMS recipient's opt-out before the new opt-in). */
    changeSubscriptions(subscriptions: readonly SubscriptionChange[]): Promise<SubscriptionsAnswer> {
      return deps.call(
        'updateSubscription',
        { body: { consumerProfile: { consumerDetails: {}, subscriptions: [...subscriptions] } } },
        SHOPPER_ONLY,
      );
    },

    /** Sets notification switches; answers every preference after the change. */
    updateNotifications(notifications: readonly NotificationPreference[]): Promise<NotificationsAnswer> {
      return deps.call('updateNotifications', { body: { notifications: [...notifications] } }, SHOPPER_ONLY);
    },
  };
}

export type CommunicationCommerce = ReturnType<typeof communicationCommerce>;

/** The communication area of the adapter the UI holds. */
export const communicationCommerceOf = (commerce: Pick<Commerce, 'deps'>): CommunicationCommerce =>
  communicationCommerce(commerce.deps);
