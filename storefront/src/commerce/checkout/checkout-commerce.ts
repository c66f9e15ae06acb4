import '../../api/checkout-operations';
import type { Cart } from '../cart';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';
import { type ExpressResult, runExpressCheckout } from './express-checkout';
import { orderCommerce } from './order';
import { paymentCommerce } from './payment';
import { offlinePaymentProvider, type PaymentProvider } from './payment-provider';
import { shippingCommerce } from './shipping';

/**
 * The checkout's areas of the commerce adapter. They live in the checkout's chunk (with the checkout's
 * operation routes), built from the same deps as the core areas: `checkoutCommerceOf(useCommerce())`.
 */
export function checkoutCommerce(deps: CommerceDeps) {
  const payment = paymentCommerce(deps);
  const order = orderCommerce(deps);
  return {
    shipping: shippingCommerce(deps),
    payment,
    order,
    /** The card, buy-now-pay-later and wallet providers of the billing step (offline: the simulator's session). */
    paymentProvider: (): PaymentProvider => offlinePaymentProvider({ payment, now: deps.now }),
    /** Express checkout on arrival (commerce/checkout/express-checkout.ts): summary with a ready cart, or shipping. */
    expressCheckout: (cart: Cart): Promise<ExpressResult> => runExpressCheckout({ deps, order }, cart),
  };
}

export type CheckoutCommerce = ReturnType<typeof checkoutCommerce>;

/** The checkout areas of the adapter the UI holds (features never reach its deps themselves). */
export const checkoutCommerceOf = (commerce: Pick<Commerce, 'deps'>): CheckoutCommerce =>
  checkoutCommerce(commerce.deps);
