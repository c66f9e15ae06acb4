import type { CommerceDeps } from './commerce-deps';

/** The stores area of the commerce adapter: what features call instead of the API. */
export function storesCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
