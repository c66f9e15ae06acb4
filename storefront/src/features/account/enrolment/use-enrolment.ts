import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EnrolmentWrite, enrolmentCommerceOf } from '../../../commerce/account/enrolment';
import { useCommerce, useSession } from '../../../commerce/commerce-context';
import { profileQueryKey } from '../../session/shopper-queries';

/** The lookup step's call: whether an account exists for the email. */
export function useConsumerLookup() {
  const commerce = useCommerce();
  return useMutation({ mutationFn: (email: string) => enrolmentCommerceOf(commerce).lookup(email) });
}

/** One step's profile write; the cached profile becomes the answer (the header, the next step read it). */
export function useEnrolmentSave() {
  const commerce = useCommerce();
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: EnrolmentWrite) => enrolmentCommerceOf(commerce).save(write),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(session.consumerNo), profile),
  });
}
