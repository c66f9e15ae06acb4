import { useState } from 'react';
import { type PlacedOrder, readLastOrder } from '../../../commerce/checkout/order-store';
import { useSiteConfig } from '../../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { buttonClassName } from '../../../ui/button/button';
import { Link } from '../../../ui/link/link';
import { formatMoney } from '../../../ui/price/format-money';
import { Espot } from '../../content-blocks/espot/espot';
import { AccountOffer } from './account-offer';
import styles from './order.module.css';
import { OrderDelivery } from './order-delivery';
import { OrderTotals } from './order-totals';
import { ShipmentList } from './shipment-list';
import { SignInForOrder } from './sign-in-for-order';

const dataOf = (payment: PlacedOrder['paymentMethod'][number], key: string) =>
  payment.additionalData?.find((d) => d.key === key)?.value;

/** One payment of the order: its method, the card brand and last four for a card, and the amount. */
function PaymentLine({
  payment,
  currency,
}: {
  payment: PlacedOrder['paymentMethod'][number];
  currency: string;
}) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const cardType = dataOf(payment, 'cardType');
  const lastFour = dataOf(payment, 'lastFour');
  return (
    <li className={styles.line}>
      <span>
        {intl.formatMessage({ id: `order.payment.${payment.code}` })}
        {cardType && lastFour ? (
          <span className={styles.muted}>
            {` · ${intl.formatMessage({ id: 'order.confirmation.card' }, { cardType, lastFour })}`}
          </span>
        ) : null}
      </span>
      {payment.amount === undefined ? null : <span>{formatMoney(payment.amount, currency, locale)}</span>}
    </li>
  );
}

/**
 * The order confirmation (spec 000 section 2: after a successful order): order number, items by shipment,
 * totals and payment, from the order stored on this device when it was placed. Without one (another
 * device, storage cleared), a friendly message and a way home.
 */
export function OrderConfirmationPage() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  // Read once: a later order placed in another tab does not swap the page under the shopper.
  const [order] = useState(() => readLastOrder());
  const meta = (
    <PageMeta
      title={intl.formatMessage({ id: 'order.confirmation.metaTitle' })}
      description={intl.formatMessage({ id: 'order.confirmation.metaDescription' })}
      canonicalPath={`/${locale}/order-confirmation`}
    />
  );
  const home = (
    <Link to={`/${locale}`} className={buttonClassName({ variant: 'primary' })}>
      <FormattedMessage id={order ? 'order.confirmation.continue' : 'order.confirmation.none.home'} />
    </Link>
  );

  if (!order) {
    return (
      <div className={styles.confirmationPage}>
        {meta}
        <h1 className={styles.pageTitle}>
          <FormattedMessage id="order.confirmation.none.heading" />
        </h1>
        <p>
          <FormattedMessage id="order.confirmation.none.text" />
        </p>
        <div>{home}</div>
      </div>
    );
  }

  return (
    <div className={styles.confirmationPage}>
      {meta}
      <h1 className={styles.pageTitle}>
        <FormattedMessage id="order.confirmation.heading" />
      </h1>
      <section className={styles.panel} aria-labelledby="confirmation-number">
        <h2 id="confirmation-number" className={styles.subheading}>
          <FormattedMessage id="order.confirmation.number" />
        </h2>
        <p className={styles.orderNumber}>{order.orderNumber}</p>
        {order.email ? (
          <p>
            <FormattedMessage id="order.confirmation.email" values={{ email: order.email }} />
          </p>
        ) : null}
      </section>
      <OrderDelivery order={order} />
      <div className={styles.columns}>
        <section className={styles.notices} aria-labelledby="confirmation-shipments">
          <h2 id="confirmation-shipments" className={styles.subheading}>
            <FormattedMessage id="order.confirmation.shipments" />
          </h2>
          <ShipmentList items={order.items} currency={order.currency} />
        </section>
        <div className={styles.notices}>
          <OrderTotals
            priced={order}
            currency={order.currency}
            promoSummary={order.promoSummary}
            headingId="confirmation-totals"
            heading={intl.formatMessage({ id: 'order.confirmation.totals' })}
            level={2}
          />
          <section className={styles.panel} aria-labelledby="confirmation-payment">
            <h2 id="confirmation-payment" className={styles.subheading}>
              <FormattedMessage id="order.confirmation.payment" />
            </h2>
            <ul className={styles.list}>
              {order.paymentMethod.map((p, index) => (
                <PaymentLine key={p.id ?? `${p.code}-${index}`} payment={p} currency={order.currency} />
              ))}
            </ul>
          </section>
        </div>
      </div>
      {/* The confirmation's content (what happens next, recommendations) below the summary. */}
      <Espot slug="order-confirmation" pageType="orderConfirmation" />
      <AccountOffer email={order.email} />
      <SignInForOrder orderNo={order.orderNumber} />
      <div>{home}</div>
    </div>
  );
}
