import type { CommerceDeps } from './commerce-deps';

/** The cart area of the commerce adapter: what features call instead of the API. */
export function cartCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
