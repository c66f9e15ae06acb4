import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { toastStore } from '../../../ui/toast/toast-store';
import { useStickyErrorToast } from './order-errors';
import { useResendGiftCard } from './use-orders';

/** Resend a digital gift card's email to its original recipient. */
export function GiftCardResend({ orderNumber, itemId }: { orderNumber: string; itemId: string }) {
  const intl = useIntl();
  const resend = useResendGiftCard();
  const toast = useStickyErrorToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(
          { orderNumber, itemId },
          {
            onSuccess: () =>
              toastStore.show({
                title: intl.formatMessage({ id: 'accountArea.orders.giftCardResent' }),
                tone: 'success',
              }),
            onError: toast,
          },
        )
      }
    >
      {intl.formatMessage({ id: 'accountArea.orders.giftCardResend' })}
    </Button>
  );
}
