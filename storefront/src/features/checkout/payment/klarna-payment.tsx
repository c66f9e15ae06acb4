import { useState } from 'react';
import type { Cart } from '../../../commerce/cart';
import type { KlarnaSession } from '../../../commerce/checkout/payment-provider';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { BnplProviderDialog, type KlarnaCategory } from './bnpl-provider-dialog';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';
import { providerDeclined } from './payment-errors';
import type { PaymentMethodProps } from './payment-method-props';
import { instrumentsOf } from './payment-rules';
import { usePaymentAction } from './use-payment-action';

interface OpenKlarna {
  readonly session: KlarnaSession;
  readonly instrumentId: string;
  readonly categories: readonly KlarnaCategory[];
}

function klarnaOn(cart: Cart) {
  const klarna = instrumentsOf(cart).find((i) => i.payment_method_id === 'KLARNA');
  return klarna?.payment_method_id === 'KLARNA' ? klarna : undefined;
}

/**
 * Klarna: the payment session (priced from the cart) and the cart's Klarna instrument open the
 * buy-now-pay-later provider's dialog; approving records its authorization token, declining takes the
 * instrument off and shows PAY400 (the alternative provider's authorization failure).
 */
export function KlarnaPayment({ checkout, provider, onCart, onPaid }: PaymentMethodProps) {
  const intl = useIntl();
  const action = usePaymentAction();
  const [open, setOpen] = useState<OpenKlarna | undefined>();
  const [declined, setDeclined] = useState(false);

  const start = async () => {
    setDeclined(false);
    const opened = await action.run('open', async () => {
      const session = await provider.openKlarnaSession();
      const cart = await checkout.payment.payWithKlarna();
      return { session, cart };
    });
    const klarna = opened && klarnaOn(opened.cart);
    if (!opened || !klarna) return;
    onCart(opened.cart);
    setOpen({
      session: opened.session,
      instrumentId: klarna.payment_instrument_id,
      categories: klarna.payment_method_categories,
    });
  };

  const decide = async (category: string, approved: boolean) => {
    if (!open) return;
    const current = open;
    const outcome = await action.run('decide', async () => {
      const answer = await provider.authorizeKlarna(current.session, category, approved);
      if (answer.approved)
        return { paid: true, cart: await checkout.payment.payWithKlarna({ token: answer.token, category }) };
      return { paid: false, cart: await checkout.payment.removePayment(current.instrumentId) };
    });
    setOpen(undefined);
    if (!outcome) return;
    if (outcome.paid) onPaid(outcome.cart);
    else {
      setDeclined(true);
      onCart(outcome.cart);
    }
  };

  return (
    <div className={styles.section}>
      <p className={styles.hint}>
        <FormattedMessage id="payment.klarna.intro" />
      </p>
      <Button onClick={() => void start()} loading={action.pending === 'open'}>
        <FormattedMessage id="payment.klarna.continue" />
      </Button>
      <PaymentAlert message={declined ? providerDeclined(intl, 'payment.klarna.declined') : undefined} />
      <PaymentAlert message={action.error?.message} />
      {open ? (
        <BnplProviderDialog
          categories={open.categories}
          busy={action.pending === 'decide'}
          onDecide={(category, approved) => void decide(category, approved)}
        />
      ) : null}
    </div>
  );
}
