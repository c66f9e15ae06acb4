import type { CommerceDeps } from './commerce-deps';

/** The session area of the commerce adapter: what features call instead of the API. */
export function sessionCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
