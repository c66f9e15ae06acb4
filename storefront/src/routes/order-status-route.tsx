import { useSiteConfig } from '../config/site-config-provider';
import { OrderStatusPage } from '../features/account/orders/order-status-page';
import { useIntl } from '../i18n/intl';
import { PageMeta } from './page-meta';

/** /{locale}/order-status: the footer's "Order status", where a guest tracks an order by number and email. */
export function Component() {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  return (
    <>
      <PageMeta
        title={intl.formatMessage({ id: 'accountArea.orders.track.title' })}
        description={intl.formatMessage({ id: 'accountArea.orders.track.description' })}
        canonicalPath={`/${locale}/order-status`}
      />
      <OrderStatusPage />
    </>
  );
}
