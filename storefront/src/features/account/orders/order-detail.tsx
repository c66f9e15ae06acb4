import { useState } from 'react';
import { useParams } from 'react-router';
import type { Purchase, ReturnLabel } from '../../../commerce/account/orders';
import { useSiteConfig } from '../../../config/site-config-provider';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Link } from '../../../ui/link/link';
import { formatMoney } from '../../../ui/price/format-money';
import { Spinner } from '../../../ui/spinner/spinner';
import { accountPath } from '../area/account-path';
import { GiftCardResend } from './gift-card-resend';
import { CancelOrder } from './order-cancel';
import { useFailureToast } from './order-errors';
import { InvoiceButton } from './order-invoice';
import { OrderFlash, OrderPromotions } from './order-notices';
import { ReturnItems, ReturnOpened } from './order-return';
import { itemsOfShipment, ShipmentSummary } from './order-shipments';
import styles from './orders.module.css';
import { usePurchase } from './use-orders';

const TOTALS = ['itemTotal', 'discount', 'shipping', 'tax', 'total'] as const;

/** Items by shipment (with method, store and tracking), totals, payment; then what can be done. */
function OrderBody({ purchase }: { purchase: Purchase }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (amount: number) => formatMoney(amount, purchase.currency, intl.locale);
  const [opened, setOpened] = useState<ReturnLabel>();
  const shipments = purchase.shipments.length ? purchase.shipments : [undefined];
  const paymentName = (id: string) =>
    Object.hasOwn(intl.messages, `payment.method.${id}`) ? t(`payment.method.${id}`) : id;
  return (
    <>
      <p className={styles.muted}>
        {t('accountArea.orders.placedOn', {
          date: intl.formatDate(purchase.createdAt, { dateStyle: 'long' }),
        })}
      </p>
      <p className={styles.status}>
        {t('accountArea.orders.statusLabel', { status: t(`accountArea.orders.status.${purchase.status}`) })}
      </p>
      {purchase.flash?.length ? <OrderFlash flash={purchase.flash} /> : null}
      <div className={styles.actions}>
        <InvoiceButton orderNumber={purchase.orderNumber} />
        {purchase.canCancel ? <CancelOrder orderNumber={purchase.orderNumber} /> : null}
        {purchase.canReturn ? <ReturnItems purchase={purchase} onOpened={setOpened} /> : null}
      </div>
      {opened ? <ReturnOpened label={opened} /> : null}
      <section aria-labelledby="shipments-title" className={styles.section}>
        <h2 id="shipments-title">{t('accountArea.orders.shipments')}</h2>
        <ol className={styles.list}>
          {shipments.map((shipment, index) => (
            <li key={shipment?.shipmentId ?? 'none'} className={styles.card}>
              {shipment ? (
                <ShipmentSummary shipment={shipment} index={index} count={purchase.shipments.length} />
              ) : null}
              <ul className={styles.items}>
                {itemsOfShipment(purchase.items, purchase.shipments, index).map((item) => (
                  <li key={item.itemId} className={styles.item}>
                    <span className={styles.itemName}>{item.name}</span>
                    {item.color && item.size ? (
                      <span>
                        {t('accountArea.orders.itemDetails', { color: item.color, size: item.size })}
                      </span>
                    ) : item.color ? (
                      <span>{t('accountArea.orders.itemColor', { color: item.color })}</span>
                    ) : null}
                    <span>{t('accountArea.orders.itemQty', { qty: item.qty })}</span>
                    <span className={styles.amount}>{money(item.rowTotal)}</span>
                    {item.isDigitalProduct ? (
                      <GiftCardResend orderNumber={purchase.orderNumber} itemId={item.itemId} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="summary-title" className={styles.section}>
        <h2 id="summary-title">{t('accountArea.orders.summary')}</h2>
        <dl className={styles.totals}>
          {TOTALS.filter((key) => key !== 'discount' || purchase.totals.discount > 0).map((key) => (
            <div key={key} className={key === 'total' ? styles.grandTotal : undefined}>
              <dt>{t(`accountArea.orders.totals.${key}`)}</dt>
              <dd>{key === 'discount' ? `−${money(purchase.totals[key])}` : money(purchase.totals[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      {purchase.promoSummary?.length ? <OrderPromotions promotions={purchase.promoSummary} /> : null}
      <section aria-labelledby="payment-title" className={styles.section}>
        <h2 id="payment-title">{t('accountArea.orders.payment')}</h2>
        <ul className={styles.items}>
          {purchase.paymentMethod.map((method) => (
            <li
              key={`${method.payment_method_id}-${method.label ?? ''}-${method.amount}`}
              className={styles.item}
            >
              <span className={styles.itemName}>{method.label ?? paymentName(method.payment_method_id)}</span>
              <span className={styles.amount}>{money(method.amount)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** One order of the shopper (/{locale}/account/orders/<orderNo>). */
export default function OrderDetail() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const orderNo = useParams().orderNo ?? '';
  const purchase = usePurchase(orderNo);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // The catalogue's sticky error toast (PRO404, OHS4004, ORD409); the page says so too.
  useFailureToast(purchase.error);
  return (
    <section className={styles.page} aria-labelledby="order-title">
      <PageMeta
        title={t('accountArea.orders.order', { number: orderNo })}
        description={t('accountArea.orders.description')}
        canonicalPath={accountPath(locale, `orders/${encodeURIComponent(orderNo)}`)}
      />
      <Link to={accountPath(locale, 'orders')} className={styles.back}>
        {t('accountArea.orders.backToList')}
      </Link>
      <h1 id="order-title">{t('accountArea.orders.order', { number: orderNo })}</h1>
      {purchase.isPending ? (
        <Spinner label={t('accountArea.loading')} />
      ) : purchase.isError ? (
        <p className={styles.muted}>{errorMessage(intl, purchase.error)}</p>
      ) : (
        <OrderBody purchase={purchase.data} />
      )}
    </section>
  );
}
