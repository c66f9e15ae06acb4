import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useIntl } from '../../../i18n/intl';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import { Spinner } from '../../../ui/spinner/spinner';
import { OrderHistory } from './order-history';

/**
 * An order's page is its own chunk: its cancel and return forms take their reasons from the contracts (Zod
 * with them), which the history does not need; the history's first paint waits for none of it (Lighthouse).
 */
const OrderDetail = lazyWithMessages<object>(
  () => import('./order-detail'),
  ['accountArea', 'delivery', 'payment'],
);

/** The account's orders (/{locale}/account/orders): the history, and each order at orders/<orderNo>. */
export default function OrdersPage() {
  const intl = useIntl();
  return (
    <Routes>
      <Route index element={<OrderHistory />} />
      <Route
        path=":orderNo"
        element={
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'accountArea.loading' })} />}>
            <OrderDetail />
          </Suspense>
        }
      />
    </Routes>
  );
}
