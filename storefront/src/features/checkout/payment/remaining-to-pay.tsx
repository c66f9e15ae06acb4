import type { Cart } from '../../../commerce/cart';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { formatMoney } from '../../../ui/price/format-money';
import styles from './payment.module.css';

/** The amount left to pay, always visible; announced politely when a payment changes it. */
export function RemainingToPay({ cart }: { cart: Cart }) {
  const intl = useIntl();
  return (
    <p className={styles.remaining} aria-live="polite" aria-atomic="true">
      <span>
        <FormattedMessage id="payment.remaining" />
      </span>
      <span>{formatMoney(cart.totals.remainingToPay, cart.currency, intl.locale)}</span>
    </p>
  );
}
