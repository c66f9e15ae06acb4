import type { CheckoutStepProps } from '../checkout-step-props';

/** Placeholder until the payment work lands (it replaces this file). */
export function BillingStep(props: CheckoutStepProps) {
  void props;
  return null;
}
