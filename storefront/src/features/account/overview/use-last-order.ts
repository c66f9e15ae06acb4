import { useQuery } from '@tanstack/react-query';
import { profileCommerceOf } from '../../../commerce/account/profile';
import { useCommerce, useSession } from '../../../commerce/commerce-context';

/** The shopper's newest order (null: none yet), for the overview's card. */
export function useLastOrder() {
  const commerce = useCommerce();
  const session = useSession();
  return useQuery({
    queryKey: ['account', 'lastOrder', session.consumerNo],
    queryFn: () => profileCommerceOf(commerce).lastOrder(),
  });
}
