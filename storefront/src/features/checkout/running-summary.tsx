import { useId } from 'react';
import type { Cart } from '../../commerce/cart';
import { useSiteConfig } from '../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { DESKTOP, useMediaQuery } from '../../ui/media/use-media-query';
import { formatMoney } from '../../ui/price/format-money';
import { LineImage } from '../cart/line-image';
import { TotalsRows } from '../cart/totals-rows';
import { ORDER_TOTALS_LABELS } from './order/order-totals';
import styles from './running-summary.module.css';

/** The lines as listed in the summary: image, name, quantity, and the row's price (a gift's "Free"). */
function SummaryLines({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  return (
    <ul className={styles.lines}>
      {cart.items.map((line) => (
        <li key={line.id} className={styles.line}>
          <LineImage src={line.imageUrl} alt="" size={56} />
          <span className={styles.name}>
            {line.name ?? line.productId}
            <span className={styles.muted}>
              <FormattedMessage id="order.summary.qty" values={{ qty: line.qty }} />
            </span>
          </span>
          <span className={styles.price}>
            {line.bonus
              ? intl.formatMessage({ id: 'order.summary.giftFree' })
              : formatMoney(line.price.rowTotal, cart.currency, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The totals, and what is left to pay once a payment covers part of the order. */
function SummaryTotals({ cart }: { cart: Cart }) {
  const { locale } = useSiteConfig();
  const later = (
    <span className={styles.muted}>
      <FormattedMessage id="checkout.orderSummary.later" />
    </span>
  );
  const paying = (cart.payment_instruments ?? []).length > 0;
  return (
    <TotalsRows
      priced={cart}
      currency={cart.currency}
      labels={ORDER_TOTALS_LABELS}
      unpriced={{ shipping: later, tax: later }}
    >
      {paying ? (
        <>
          <dt>
            <FormattedMessage id="order.summary.remaining" />
          </dt>
          <dd>{formatMoney(cart.totals.remainingToPay, cart.currency, locale)}</dd>
        </>
      ) : null}
    </TotalsRows>
  );
}

/**
 * The order summary beside the checkout's steps, as shops show it: the lines, then the totals with what is
 * left to pay, so the payment step's "Remaining to pay" has its breakdown (the review step is that summary
 * itself). A column at desktop width; on a phone a disclosure above the steps, closed, naming the total.
 */
export function RunningSummary({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const desktop = useMediaQuery(DESKTOP);
  const headingId = useId();
  const title = intl.formatMessage({ id: 'checkout.orderSummary.heading' });
  const total = formatMoney(cart.totals.total, cart.currency, locale);
  if (desktop) {
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <SummaryLines cart={cart} />
        <SummaryTotals cart={cart} />
      </section>
    );
  }
  return (
    <details className={styles.disclosure}>
      <summary className={styles.toggle}>
        <span className={styles.toggleLabel}>{title}</span>
        <span className={styles.toggleTotal}>{total}</span>
      </summary>
      <section className={styles.body} aria-label={title}>
        <SummaryLines cart={cart} />
        <SummaryTotals cart={cart} />
      </section>
    </details>
  );
}
