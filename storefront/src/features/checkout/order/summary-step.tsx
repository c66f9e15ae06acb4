import type { CheckoutStepProps } from '../checkout-step-props';

/** Placeholder until the order work lands (it replaces this file). */
export function SummaryStep(props: CheckoutStepProps) {
  void props;
  return null;
}
