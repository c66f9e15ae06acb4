import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { PageMeta } from '../../../routes/page-meta';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { Link } from '../../../ui/link/link';
import { Pagination } from '../../../ui/pagination/pagination';
import { formatMoney } from '../../../ui/price/format-money';
import { Spinner } from '../../../ui/spinner/spinner';
import { accountPath } from '../area/account-path';
import { useFailureToast } from './order-errors';
import styles from './orders.module.css';
import { ORDERS_PER_PAGE, useOrderHistory } from './use-orders';

/** The page asked for in ?page=, 1 when absent or not a page number. */
const pageParam = (value: string | null) => {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The shopper's orders, newest first, a page at a time with the spec's pagination control. */
export function OrderHistory() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const history = useOrderHistory(page);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const listPath = accountPath(locale, 'orders');

  // The catalogue's sticky error toast (PRO404, OHS4004, ORD409); the page says so too.
  useFailureToast(history.error);

  let body: ReactNode;
  if (history.isPending) body = <Spinner label={t('accountArea.loading')} />;
  else if (history.isError)
    body = (
      <Banner
        tone="error"
        title={t('accountArea.orders.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('accountArea.orders.retry')}
          </Button>
        }
      />
    );
  else if (history.data.total === 0) body = <p className={styles.muted}>{t('accountArea.orders.empty')}</p>;
  else
    body = (
      <>
        <ol className={styles.list}>
          {history.data.orders.map((order) => (
            <li key={order.orderNumber} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link
                  to={accountPath(locale, `orders/${encodeURIComponent(order.orderNumber)}`)}
                  aria-label={t('accountArea.orders.view', { number: order.orderNumber })}
                >
                  {t('accountArea.orders.order', { number: order.orderNumber })}
                </Link>
              </h2>
              <p className={styles.status}>{t(`accountArea.orders.status.${order.status}`)}</p>
              <p className={styles.muted}>
                {t('accountArea.orders.placedOn', {
                  date: intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
                })}
                {' · '}
                {t('accountArea.orders.itemCount', { count: order.itemCount })}
                {' · '}
                {t('accountArea.orders.total', {
                  total: formatMoney(order.total, order.currency, intl.locale),
                })}
              </p>
              <p className={styles.itemNames}>{order.items.map((item) => item.name).join(', ')}</p>
            </li>
          ))}
        </ol>
        <Pagination
          totalPages={Math.ceil(history.data.total / ORDERS_PER_PAGE)}
          page={page}
          hrefFor={(p) => (p === 1 ? listPath : `${listPath}?page=${p}`)}
        />
      </>
    );

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <PageMeta
        title={t('accountArea.orders.title')}
        description={t('accountArea.orders.description')}
        canonicalPath={listPath}
      />
      <h1 id="orders-title">{t('accountArea.orders.title')}</h1>
      {body}
    </section>
  );
}
