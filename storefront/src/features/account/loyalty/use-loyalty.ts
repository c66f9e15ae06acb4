import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loyaltyCommerceOf } from '../../../commerce/account/loyalty';
import { useCommerce } from '../../../commerce/commerce-context';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { toastStore } from '../../../ui/toast/toast-store';

/** A member's points and vouchers, and the welcome offer; asked only for a member. */
export function useLoyalty(member: boolean) {
  const loyalty = loyaltyCommerceOf(useCommerce());
  const vouchers = useQuery({
    queryKey: ['loyaltyVouchers'],
    queryFn: loyalty.vouchers,
    enabled: member,
    retry: false,
  });
  const promo = useQuery({
    queryKey: ['loyaltyWelcomePromo'],
    queryFn: loyalty.welcomePromo,
    enabled: member,
    retry: false,
  });
  return { vouchers, promo };
}

/**
 * A refused rewards call (REW130, REW135, 4044, REW401) as the catalogue says: a sticky error toast with its
 * message, once per failure.
 */
export function useRewardsFailureToast(error: unknown) {
  const intl = useIntl();
  useEffect(() => {
    if (!error) return;
    toastStore.show({
      title: intl.formatMessage({ id: 'accountArea.loyalty.failed' }),
      message: errorMessage(intl, error),
      tone: 'error',
      autoClose: false,
    });
  }, [error, intl]);
}
