import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Cart } from '../../commerce/cart';
import type { CheckoutCommerce } from '../../commerce/checkout/checkout-commerce';
import { expressCheckoutOffered } from '../../commerce/checkout/express-checkout';
import { useSession } from '../../commerce/commerce-context';
import { useSiteConfig } from '../../config/site-config-provider';
import { setCartData } from '../cart/cart-query';
import type { CheckoutFlow } from './use-checkout-flow';

/**
 * Express checkout on arrival (spec 000 section 4): with the feature on and the shopper signed in, it runs
 * once per cart. It either lands on summary with the cart set up, or falls back to shipping.
 * Returns whether it is still running; the page shows a spinner then, not the shipping form.
 */
export function useExpressCheckout(cart: Cart, flow: CheckoutFlow, checkout: CheckoutCommerce): boolean {
  const session = useSession();
  const { features } = useSiteConfig();
  const queryClient = useQueryClient();
  const due = expressCheckoutOffered(features.expressCheckout, session) && !flow.expressTried;
  const [running, setRunning] = useState(due);
  const started = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!due || started.current === cart.id) return;
    started.current = cart.id;
    setRunning(true);
    void checkout
      .expressCheckout(cart)
      .then((result) => {
        if (result.kind === 'summary') {
          setCartData(queryClient, result.cart);
          flow.jumpToSummary();
        } else {
          flow.expressFallback();
        }
      })
      .catch(() => flow.expressFallback())
      .finally(() => setRunning(false));
  }, [due, cart, checkout, flow, queryClient]);

  return due && running;
}
