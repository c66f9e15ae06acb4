import type { Cart } from '../../../commerce/cart';
import type { CheckoutCommerce } from '../../../commerce/checkout/checkout-commerce';
import type { PaymentProvider } from '../../../commerce/checkout/payment-provider';

/** What the billing step gives each payment method's component. */
export interface PaymentMethodProps {
  readonly cart: Cart;
  readonly checkout: CheckoutCommerce;
  readonly provider: PaymentProvider;
  /** A cart answer to show (remaining to pay, instruments). */
  readonly onCart: (cart: Cart) => void;
  /** A payment that pays the rest (card, Klarna, PayPal): the step moves on once the total is covered. */
  readonly onPaid: (cart: Cart) => void;
}
