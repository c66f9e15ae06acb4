import { Suspense } from 'react';
import { useSession } from '../../commerce/commerce-context';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

/**
 * Associate mode's one lazy chunk (routes/agent-login-route.tsx), for both ways in: the agent-login route
 * (`<LazyAssociate />`, routes.tsx) and the header's in-store strip. One chunk in the shell's list instead
 * of two: the product page's JavaScript budget has little room.
 */
export const LazyAssociate = lazyWithMessages(() => import('../../routes/agent-login-route'), ['associate']);

/** The in-store strip of the header, loaded only while an associate sells in store. */
export function LazyInStoreBadge() {
  // isInStoreAssociate, spelled out: the shell then carries no function for it.
  return useSession().buyInStore ? (
    <Suspense fallback={null}>
      <LazyAssociate badge />
    </Suspense>
  ) : null;
}
