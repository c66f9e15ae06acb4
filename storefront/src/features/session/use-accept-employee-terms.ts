import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { profileQueryKey } from './shopper-queries';

/** The employee accepts the discount terms; the profile cache takes the updated profile. */
export function useAcceptEmployeeTerms() {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => commerce.session.acceptEmployeeTerms(),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(profile.consumerNo), profile),
  });
}
