import { useState } from 'react';
import { cancelReason } from '../../../../../contracts/entities/purchase';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { toastStore } from '../../../ui/toast/toast-store';
import { useStickyErrorToast } from './order-errors';
import styles from './orders.module.css';
import { useCancelOrder } from './use-orders';

type Reason = (typeof cancelReason.options)[number];

/**
 * Cancel an order that has not shipped, after an inline confirmation with a reason. A refusal (the order
 * shipped or its shipping is being switched: ORD516-518) or a missing order is the catalogue's sticky
 * toast; the order is read again either way, so the page shows what it is now.
 */
export function CancelOrder({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<Reason>('CHANGED_MIND');
  const cancel = useCancelOrder();
  const toast = useStickyErrorToast();
  if (!confirming)
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('accountArea.orders.cancel')}
      </Button>
    );
  return (
    <section className={styles.panel} aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t('accountArea.orders.cancelTitle')}</h2>
      <p>{t('accountArea.orders.cancelText')}</p>
      <SelectField
        label={t('accountArea.orders.cancelReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as Reason)}
        options={cancelReason.options.map((value) => ({
          value,
          label: t(`accountArea.orders.cancelReason.${value}`),
        }))}
      />
      <div className={styles.actions}>
        <Button
          variant="primary"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { orderNumber, reasonCode: reason },
              {
                onSuccess: () => {
                  setConfirming(false);
                  toastStore.show({
                    title: t('accountArea.orders.cancelled', { number: orderNumber }),
                    tone: 'success',
                  });
                },
                onError: (error) => {
                  setConfirming(false);
                  toast(error);
                },
              },
            )
          }
        >
          {t('accountArea.orders.cancelConfirm')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('accountArea.orders.cancelKeep')}
        </Button>
      </div>
    </section>
  );
}
