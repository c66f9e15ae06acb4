import { Route, Routes } from 'react-router';
import { OrderDetail } from './order-detail';
import { OrderHistory } from './order-history';

/** The account's orders (/{locale}/account/orders): the history, and each order at orders/<orderNo>. */
export default function OrdersPage() {
  return (
    <Routes>
      <Route index element={<OrderHistory />} />
      <Route path=":orderNo" element={<OrderDetail />} />
    </Routes>
  );
}
