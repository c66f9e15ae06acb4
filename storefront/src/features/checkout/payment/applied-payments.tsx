import type { Cart } from '../../../commerce/cart';
import { FormattedMessage, type IntlShape, useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/Button';
import { formatMoney } from '../../../ui/price/format-money';
import styles from './payment.module.css';
import type { PaymentMethodProps } from './payment-method-props';
import { type Instrument, instrumentsOf } from './payment-rules';
import { usePaymentAction } from './use-payment-action';

/** What names an instrument (its message id and values): the applied list, the step's summary. */
export function describe(i: Instrument): { id: string; values: Record<string, string | number> } {
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

/** An instrument's name and what it pays ("Visa ending in 1111: $227.91"). */
export function paymentLine(intl: IntlShape, cart: Cart, i: Instrument): string {
  const { id, values } = describe(i);
  return `${intl.formatMessage({ id }, values)}: ${formatMoney(i.amount, cart.currency, intl.locale)}`;
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
      <h3 id="applied-payments-heading" className={styles.heading}>
        <FormattedMessage id="payment.applied.title" />
      </h3>
      <ul className={styles.list}>
        {shown.map((i) => {
          const { id, values } = describe(i);
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
      {action.error ? (
        <p role="alert" className={styles.alert}>
          {action.error.message}
        </p>
      ) : null}
    </section>
  );
}
