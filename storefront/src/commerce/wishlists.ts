import type { CommerceDeps } from './commerce-deps';

/** The wishlists area of the commerce adapter: what features call instead of the API. */
export function wishlistsCommerce(deps: CommerceDeps) {
  void deps;
  return {};
}
