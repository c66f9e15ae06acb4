import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { formatMoney } from '../../../ui/price/format-money';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';
import type { PaymentMethodProps } from './payment-method-props';
import { athleteRemaining } from './payment-rules';
import { usePaymentAction } from './use-payment-action';

interface AthletePaymentProps extends PaymentMethodProps {
  /** The athlete payment answered PYT400: the credit has nothing left (rewards become usable). */
  readonly onCreditSpent: () => void;
}

/**
 * Athlete payment: the athlete credit pays what it can, or an amount the athlete chooses (the rest by
 * another method). Rewards unlock once its remaining amount is 0 (payment-rules.ts).
 */
export function AthletePayment({ cart, checkout, onPaid, onCreditSpent }: AthletePaymentProps) {
  const intl = useIntl();
  const action = usePaymentAction();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const remaining = athleteRemaining(cart);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    const value = typed ? Number(typed.replace(',', '.')) : undefined;
    if (value !== undefined && !(value > 0)) {
      setAmountError(intl.formatMessage({ id: 'payment.athlete.amountInvalid' }));
      return;
    }
    setAmountError(undefined);
    const next = await action.run(
      'athlete',
      () => checkout.payment.payWithAthleteCredit(value),
      (error) => {
        if (error.errorId === 'PYT400') onCreditSpent();
      },
    );
    if (next) {
      setAmount('');
      onPaid(next);
    }
  };

  return (
    <div className={styles.section}>
      {remaining !== undefined ? (
        <p>
          {intl.formatMessage(
            { id: 'payment.athlete.remaining' },
            { amount: formatMoney(remaining, cart.currency, intl.locale) },
          )}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextField
          id="athlete-amount"
          label={intl.formatMessage({ id: 'payment.athlete.amount' })}
          hint={intl.formatMessage({ id: 'payment.athlete.amountHint' })}
          inputMode="decimal"
          optional
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
        />
        <Button type="submit" loading={action.pending === 'athlete'}>
          <FormattedMessage id="payment.athlete.use" />
        </Button>
      </form>
      <PaymentAlert message={action.error?.message} />
    </div>
  );
}
