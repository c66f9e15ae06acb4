import type { CommerceDeps } from './commerce-deps';

/** The catalogue area of the commerce adapter: what features call instead of the API. */
export function catalogueCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
