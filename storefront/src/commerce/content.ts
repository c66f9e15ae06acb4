import type { CommerceDeps } from './commerce-deps';

/** The content area of the commerce adapter: what features call instead of the API. */
export function contentCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
