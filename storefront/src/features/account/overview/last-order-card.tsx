import type { ReactNode } from 'react';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { Link } from '../../../ui/link/link';
import { formatMoney } from '../../../ui/price/format-money';
import { Skeleton } from '../../../ui/spinner/skeleton';
import { accountPath } from '../area/account-path';
import styles from './account-overview.module.css';
import { useLastOrder } from './use-last-order';

/**
 * The overview's last order: number, date, total and status, linking to the order's page in the order
 * history. While it loads, the card holds its lines (the labels are known, the values shimmer) so nothing
 * below it moves; nothing when the history fails (the orders page says why); a line when there is no order
 * yet.
 */
export function LastOrderCard() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const order = useLastOrder();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (order.isError) return null;
  const last = order.data;
  const value = (shown: (o: NonNullable<typeof last>) => ReactNode) =>
    last ? shown(last) : <Skeleton width="9ch" className={styles.valueSkeleton} />;
  return (
    <section
      className={styles.card}
      aria-labelledby="account-last-order"
      aria-busy={last === undefined || undefined}
    >
      <h2 id="account-last-order" className={styles.cardTitle}>
        {t('accountArea.overview.lastOrder')}
      </h2>
      {last === null ? (
        <p className={styles.cardText}>{t('accountArea.overview.noOrder')}</p>
      ) : (
        <>
          <p className={styles.cardText}>
            {value((o) => (
              <Link to={accountPath(locale, `orders/${encodeURIComponent(o.orderNumber)}`)}>
                {t('accountArea.overview.orderNumber', { number: o.orderNumber })}
              </Link>
            ))}
          </p>
          <dl className={styles.facts}>
            <dt>{t('accountArea.overview.orderDate')}</dt>
            <dd>{value((o) => intl.formatDate(o.createdAt, { dateStyle: 'medium' }))}</dd>
            <dt>{t('accountArea.overview.orderTotal')}</dt>
            <dd>{value((o) => formatMoney(o.total, o.currency, locale))}</dd>
            <dt>{t('accountArea.overview.orderStatus')}</dt>
            <dd>{value((o) => t(`accountArea.overview.status.${o.status}`))}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
