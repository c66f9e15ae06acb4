import type { Cart } from '../../commerce/cart';
import { useIntl } from '../../i18n/intl';
import { formatMoney } from '../../ui/price/format-money';
import { addressLines } from './address-lines';
import styles from './checkout-page.module.css';
import type { CheckoutStepId } from './checkout-step-props';
import { describeInstrument } from './payment/applied-payments';
import { instrumentsOf } from './payment/payment-rules';

/** What a completed step decided, shown under its heading while it is collapsed. */
export function StepSummary({ step, cart }: { step: CheckoutStepId; cart: Cart }) {
  const intl = useIntl();
  const address =
    step === 'shipping' ? cart.shippingAddress : step === 'billing' ? cart.billingAddress : undefined;
  const text = address
    ? addressLines(address)
    : step === 'shipping'
      ? intl.formatMessage({ id: 'checkout.summary.noHomeDelivery' })
      : undefined;
  const payments = step === 'billing' ? instrumentsOf(cart) : [];
  if (!text && payments.length === 0) return null;
  return (
    <>
      {text ? <address className={styles.summary}>{text}</address> : null}
      {payments.length > 0 ? (
        <ul className={styles.summaryList}>
          {payments.map((payment) => {
            const { id, values } = describeInstrument(payment);
            return (
              <li key={payment.payment_instrument_id}>
                {intl.formatMessage({ id }, values)} ·{' '}
                {formatMoney(payment.amount, cart.currency, intl.locale)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
