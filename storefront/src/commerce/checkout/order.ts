import type { CommerceDeps } from '../commerce-deps';

/** The checkout's order calls (placeholder until the order work lands). */
export function orderCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
