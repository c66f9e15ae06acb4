import { useEffect } from 'react';
import { useCommerce } from '../../commerce/commerce-context';

/**
 * A token on every page load (the stored refresh token's grant, or a guest token), refreshed before it
 * expires (spec 000 section 4; commerce.session.keepTokenFresh).
 */
export function SessionKeeper() {
  const { session } = useCommerce();
  useEffect(() => session.keepTokenFresh(), [session]);
  return null;
}
