import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  communicationCommerceOf,
  type NotificationPreference,
  type SubscriptionChange,
} from '../../../commerce/account/communication';
import { useCommerce, useSession } from '../../../commerce/commerce-context';
import { profileQueryKey } from '../../session/shopper-queries';

/**
 * A subscription change: the server's time first (the dates are the server's), then the changes made with
 * it, then the profile reloaded (spec 001 section 4), so the page shows what the server now holds.
 */
export function useSubscriptionChange() {
  const commerce = useCommerce();
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changesAt: (now: string) => SubscriptionChange[]) => {
      const calls = communicationCommerceOf(commerce);
      const changes = changesAt(await calls.serverTime());
      if (changes.length) await calls.changeSubscriptions(changes);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(session.consumerNo) }),
  });
}

/** Saves the notification switches; the answer is every preference the shopper now has. */
export function useNotificationsUpdate() {
  const commerce = useCommerce();
  return useMutation({
    mutationFn: (notifications: readonly NotificationPreference[]) =>
      communicationCommerceOf(commerce).updateNotifications(notifications),
  });
}
