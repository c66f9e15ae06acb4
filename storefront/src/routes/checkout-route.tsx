import { CheckoutPage } from '../features/checkout/checkout-page';

/** /{locale}/checkout: the checkout (features/checkout), its own chunk with the checkout's operations. */
export function Component() {
  return <CheckoutPage />;
}
