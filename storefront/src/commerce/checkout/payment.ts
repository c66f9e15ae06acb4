import type { CommerceDeps } from '../commerce-deps';

/** The checkout's payment calls (placeholder until the payment work lands). */
export function paymentCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
