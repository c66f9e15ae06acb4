import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { formatMoney } from '../../../ui/price/format-money';
import layout from '../step-layout.module.css';
import styles from './payment.module.css';
import { PaymentAlert } from './payment-alert';
import type { PaymentMethodProps } from './payment-method-props';
import { type Instrument, instrumentsOf } from './payment-rules';
import { usePaymentAction } from './use-payment-action';

/** The message that names an instrument ("VISA ending in 1111"), with its values. */
export function describeInstrument(i: Instrument): { id: string; values: Record<string, string | number> } {
  switch (i.payment_method_id) {
    case 'CREDIT_CARD':
      return {
        id: 'payment.applied.card',
        values: { brand: i.card.cardType, lastFour: i.card.maskedNumber.slice(-4) },
      };
    case 'LOYALTY_POINTS':
      return { id: 'payment.applied.points', values: { points: i.points } };
    case 'ATHLETES_PAYMENT':
      return { id: 'payment.applied.athlete', values: {} };
    case 'REWARD_CODE':
      return { id: 'payment.applied.rewardCode', values: { code: i.code } };
    case 'REWARD_CARD':
      return { id: 'payment.applied.rewardCard', values: { lastFour: i.maskedNumber.slice(-4) } };
    case 'KLARNA':
      return { id: 'payment.applied.klarna', values: {} };
    case 'PAYPAL':
      return { id: 'payment.applied.paypal', values: {} };
    case 'GIFT_CARD':
      return { id: 'payment.applied.giftCard', values: { lastFour: i.maskedNumber.slice(-4) } };
  }
}

/** The instruments on the cart other than gift cards, each with what it pays and Remove. */
export function AppliedPayments({ cart, checkout, onCart }: Omit<PaymentMethodProps, 'provider' | 'onPaid'>) {
  const intl = useIntl();
  const action = usePaymentAction();
  const shown = instrumentsOf(cart).filter((i) => i.payment_method_id !== 'GIFT_CARD');
  if (shown.length === 0) return null;
  const remove = async (id: string) => {
    const next = await action.run(id, () => checkout.payment.removePayment(id));
    if (next) onCart(next);
  };
  return (
    <section className={styles.section} aria-labelledby="applied-payments-heading">
      <h3 id="applied-payments-heading" className={layout.heading}>
        <FormattedMessage id="payment.applied.title" />
      </h3>
      <ul className={styles.list}>
        {shown.map((i) => {
          const { id, values } = describeInstrument(i);
          const name = intl.formatMessage({ id }, values);
          return (
            <li key={i.payment_instrument_id} className={styles.row}>
              <span>
                {name}: {formatMoney(i.amount, cart.currency, intl.locale)}
              </span>
              <Button
                variant="link"
                size="sm"
                loading={action.pending === i.payment_instrument_id}
                aria-label={intl.formatMessage({ id: 'payment.applied.remove' }, { name })}
                onClick={() => void remove(i.payment_instrument_id)}
              >
                <FormattedMessage id="payment.remove" />
              </Button>
            </li>
          );
        })}
      </ul>
      <PaymentAlert message={action.error?.message} />
    </section>
  );
}
