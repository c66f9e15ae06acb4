import { Suspense } from 'react';
import InStoreBadge from '../features/associate/in-store-badge';
import { EmployeeDiscountBanner } from '../features/session/employee-discount-banner';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import { RouteFallback } from './route-fallback';

// The page (its form, Zod, the associate commerce) loads from here rather than from the shell, so the shell
// lists one small chunk for associate mode instead of all of the page's (the product page's budget); the
// extra hop is on a page associates open once per shift.
const AgentLoginPage = lazyWithMessages(
  () => import('../features/associate/agent-login-page'),
  ['associate'],
);

/** /{locale}/agent-login: the store associate's login (features/associate). */
export function Component() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AgentLoginPage />
    </Suspense>
  );
}

/**
 * Staff's one chunk in the shell (features/associate/lazy-associate.tsx): the agent-login page, or with
 * `staff` the header's strips for employee sessions (the employee discount banner, the in-store strip).
 */
export default function AssociateEntry({ staff }: { staff?: boolean }) {
  return staff ? (
    <>
      <EmployeeDiscountBanner />
      <InStoreBadge />
    </>
  ) : (
    <Component />
  );
}
