import { CartPage } from '../features/cart/cart-page';

/** /{locale}/cart: the cart page (features/cart). */
export function Component() {
  return <CartPage />;
}
