import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';
import { providerDeclined } from './payment-errors';
import type { PaymentMethodProps } from './payment-method-props';
import { usePaymentAction } from './use-payment-action';

/**
 * PayPal: offline a stand-in for the wallet's approval window (approve gives an order id and a payer id,
 * which the cart records); in production the wallet's button and window replace the dialog.
 */
export function PaypalPayment({ checkout, provider, onPaid }: PaymentMethodProps) {
  const intl = useIntl();
  const action = usePaymentAction();
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  const decide = async (approved: boolean) => {
    const cart = await action.run('decide', async () => {
      const approval = await provider.approvePaypal(approved);
      return approval.approved
        ? checkout.payment.payWithPaypal({ orderID: approval.orderID, payerID: approval.payerID })
        : undefined;
    });
    setOpen(false);
    setCancelled(!approved);
    if (cart) onPaid(cart);
  };

  return (
    <div className={styles.section}>
      <Button
        onClick={() => {
          setCancelled(false);
          setOpen(true);
        }}
      >
        <FormattedMessage id="payment.paypal.continue" />
      </Button>
      <PaymentAlert message={cancelled ? providerDeclined(intl, 'payment.paypal.cancelled') : undefined} />
      <PaymentAlert message={action.error?.message} />
      {open ? (
        <Dialog
          title={intl.formatMessage({ id: 'payment.paypal.dialogTitle' })}
          onClose={() => void decide(false)}
          closeOnBackdrop={false}
          footer={
            <div className={styles.actions}>
              <Button onClick={() => void decide(true)} loading={action.pending === 'decide'}>
                <FormattedMessage id="payment.paypal.approve" />
              </Button>
              <Button variant="secondary" onClick={() => void decide(false)}>
                <FormattedMessage id="payment.paypal.cancel" />
              </Button>
            </div>
          }
        >
          <p>
            <FormattedMessage id="payment.paypal.explain" />
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}
