import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Link } from '../../../ui/link/link';
import { formatMoney } from '../../../ui/price/format-money';
import { accountPath } from '../area/account-areas';
import styles from './account-overview.module.css';
import { useLastOrder } from './use-last-order';

/**
 * The overview's last order: number, date, total and status, linking to the order's page in the order
 * history. Nothing while loading or when the history fails (the orders page says why); a line when there is
 * no order yet.
 */
export function LastOrderCard() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const order = useLastOrder();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (order.data === undefined) return null;
  return (
    <section className={styles.card} aria-labelledby="account-last-order">
      <h2 id="account-last-order" className={styles.cardTitle}>
        {t('accountArea.overview.lastOrder')}
      </h2>
      {order.data === null ? (
        <p>{t('accountArea.overview.noOrder')}</p>
      ) : (
        <>
          <p>
            <Link to={accountPath(locale, `orders/${encodeURIComponent(order.data.orderNumber)}`)}>
              {t('accountArea.overview.orderNumber', { number: order.data.orderNumber })}
            </Link>
          </p>
          <dl className={styles.facts}>
            <dt>{t('accountArea.overview.orderDate')}</dt>
            <dd>{intl.formatDate(order.data.createdAt, { dateStyle: 'medium' })}</dd>
            <dt>{t('accountArea.overview.orderTotal')}</dt>
            <dd>{formatMoney(order.data.total, order.data.currency, locale)}</dd>
            <dt>{t('accountArea.overview.orderStatus')}</dt>
            <dd>{t(`accountArea.overview.status.${order.data.status}`)}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
