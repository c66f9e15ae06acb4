import type { CommerceDeps } from '../commerce-deps';

/** The checkout's shipping calls (placeholder until the shipping work lands). */
export function shippingCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
