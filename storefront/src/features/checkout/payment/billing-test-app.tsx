import { type CartOptions, checkoutCart } from '../../../testing/checkout-cart';
import type { TestSimulator } from '../../../testing/simulator-server';
import { renderWithServices } from '../../cart/delivery/delivery-test-app';
import type { CheckoutStepId } from '../checkout-step-props';
import { BillingStep } from './billing-step';

/** For tests: the billing step on a prepared cart, recording onComplete and goTo. */
export async function renderBillingStep(sim: TestSimulator, options: CartOptions = {}) {
  const prepared = await checkoutCart(sim, options);
  const completed: number[] = [];
  const wentTo: CheckoutStepId[] = [];
  const view = renderWithServices(
    sim,
    <BillingStep
      cart={prepared.cart}
      checkout={prepared.checkout}
      onComplete={() => completed.push(1)}
      goTo={(step) => wentTo.push(step)}
    />,
    { commerce: prepared.commerce },
  );
  return { ...view, ...prepared, completed, wentTo };
}
