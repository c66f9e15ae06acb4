import { OrderConfirmationPage } from '../features/checkout/order/order-confirmation-page';

/** /{locale}/order-confirmation: the last order placed on this device (features/checkout/order). */
export function Component() {
  return <OrderConfirmationPage />;
}
