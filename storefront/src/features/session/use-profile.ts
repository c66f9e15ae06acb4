import { useQuery } from '@tanstack/react-query';
import { useCommerce, useSession } from '../../commerce/commerce-context';
import { isSignedIn } from '../../commerce/session-state';
import { profileQueryKey } from './shopper-queries';

/** The signed-in shopper's profile (getConsumer); idle for a guest. */
export function useProfile() {
  const commerce = useCommerce();
  const session = useSession();
  return useQuery({
    queryKey: profileQueryKey(session.consumerNo),
    queryFn: () => commerce.session.profile(),
    enabled: isSignedIn(session),
  });
}
