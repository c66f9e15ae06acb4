import { Suspense } from 'react';
import { useSession } from '../../commerce/commerce-context';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

/**
 * Staff's one lazy chunk (routes/agent-login-route.tsx), for both ways in: the agent-login route
 * (`<LazyAssociate />`, routes.tsx) and the header's staff strips. One chunk in the shell's list instead
 * of two: the product page's JavaScript budget has little room.
 */
export const LazyAssociate = lazyWithMessages(() => import('../../routes/agent-login-route'), ['associate']);

/**
 * The header's strips for staff (the employee discount banner, an associate's in-store strip), loaded only
 * for an employee session: a shopper's pages never carry them.
 */
export function LazyStaffStrips() {
  return useSession().consumerType === 'EMPLOYEE' ? (
    <Suspense fallback={null}>
      <LazyAssociate staff />
    </Suspense>
  ) : null;
}
