import type { Cart } from '../../commerce/cart';
import type { CheckoutCommerce } from '../../commerce/checkout/checkout-commerce';

/** The checkout's steps, in order (spec 000 section 2). */
export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number];

/** What the checkout page gives each step's component. */
export interface CheckoutStepProps {
  /** The current cart (never empty inside checkout). */
  readonly cart: Cart;
  readonly checkout: CheckoutCommerce;
  /** The step is done: the flow moves on to the next one. */
  readonly onComplete: () => void;
  /** Back to an earlier step (an edit link, or a place-order error's route). */
  readonly goTo: (step: CheckoutStepId) => void;
}
