import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../commerce/commerce-error';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { toastStore } from '../../../ui/toast/toast-store';
import { useStickyErrorToast } from './order-errors';
import styles from './orders.module.css';
import { useResendGiftCard } from './use-orders';

/**
 * Resend a digital gift card's email: to its original recipient, or to a corrected address. A malformed
 * address (ORD400) is the field's error; a missing order or gift card (OHS4004, ORD409) the sticky toast.
 */
export function GiftCardResend({ orderNumber, itemId }: { orderNumber: string; itemId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState('');
  const resend = useResendGiftCard();
  const toast = useStickyErrorToast();
  const fieldError =
    isApiError(resend.error) && resend.error.errorId === 'ORD400'
      ? errorMessage(intl, resend.error)
      : undefined;

  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('accountArea.orders.giftCardResend')}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const recipientEmail = recipient.trim();
    resend.mutate(
      { orderNumber, itemId, ...(recipientEmail ? { recipientEmail } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          setRecipient('');
          toastStore.show({ title: t('accountArea.orders.giftCardResent'), tone: 'success' });
        },
        onError: (error) => {
          if (!isApiError(error) || error.errorId !== 'ORD400') toast(error);
        },
      },
    );
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.shipmentTitle}>
        {t('accountArea.orders.giftCardResend')}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('accountArea.orders.giftCardRecipient')}
          hint={t('accountArea.orders.giftCardRecipientHint')}
          optional
          type="email"
          autoComplete="off"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          error={fieldError}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={resend.isPending}>
            {t('accountArea.orders.giftCardSend')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('accountArea.orders.returnCancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
