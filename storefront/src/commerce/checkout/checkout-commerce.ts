import '../../api/checkout-operations';
import type { CommerceDeps } from '../commerce-deps';
import { orderCommerce } from './order';
import { paymentCommerce } from './payment';
import { shippingCommerce } from './shipping';

/**
 * The checkout's areas of the commerce adapter. They live in the checkout's chunk (with the checkout's
 * operation routes), built from the same deps as the core areas: `checkoutCommerce(useCommerce().deps)`.
 */
export function checkoutCommerce(deps: CommerceDeps) {
  return {
    shipping: shippingCommerce(deps),
    payment: paymentCommerce(deps),
    order: orderCommerce(deps),
  };
}

export type CheckoutCommerce = ReturnType<typeof checkoutCommerce>;
