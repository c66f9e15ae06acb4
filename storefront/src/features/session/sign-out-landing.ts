const SIGNED_IN_AREAS = new Set(['cart', 'checkout', 'favorites', 'account']);

/**
 * Spec 000 section 2: sign-out from a cart, checkout, favorites or account path lands on the home page.
 * Whole path segments are compared, so a product slug that merely contains "cart" keeps the shopper there.
 * Its own module: the header's sign-out needs it on every page, the sign-in steps load only to sign in.
 */
export function landingAfterSignOut(path: string, locale: string): string | null {
  const segments = path.split(/[/?#]/).map((s) => s.toLowerCase());
  return segments.some((s) => SIGNED_IN_AREAS.has(s)) ? `/${locale}` : null;
}
