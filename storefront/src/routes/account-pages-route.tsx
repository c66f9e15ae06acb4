import { type ComponentType, Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import type { DeferredArea } from '../i18n/message-areas';
import { RouteFallback } from './route-fallback';

/** An account page's route module, loaded with the catalogue areas its texts live in. */
const accountPage = (load: () => Promise<{ Component: ComponentType }>, areas: readonly DeferredArea[]) =>
  lazyWithMessages<object>(() => load().then((m) => ({ default: m.Component })), areas);

const PAGES = {
  passwords: accountPage(() => import('./password-pages-route'), ['passwords', 'errorTexts']),
  signUp: accountPage(() => import('./sign-up-route'), ['signUp']),
  loyaltyJoin: accountPage(() => import('./loyalty-join-route'), ['enrolment']),
  orderStatus: accountPage(() => import('./order-status-route'), ['accountArea', 'delivery', 'errorTexts']),
  sharedFavorites: accountPage(() => import('./shared-favorites-route'), ['accountArea']),
  help: accountPage(() => import('./help-pages-route'), ['accountArea', 'passwords', 'errorTexts']),
  storeLocator: accountPage(() => import('./store-locator-route'), ['stores']),
};

/** Which account page a path under /{locale}/ opens (routes.tsx sends only these paths here). */
function pageOf(pathname: string): keyof typeof PAGES {
  if (pathname.endsWith('/sign-up')) return 'signUp';
  if (pathname.endsWith('/loyalty/join')) return 'loyaltyJoin';
  if (pathname.endsWith('/order-status')) return 'orderStatus';
  if (pathname.includes('/favorites/shared/')) return 'sharedFavorites';
  if (/\/help\/(contact-us|warranty)$/.test(pathname)) return 'help';
  if (/\/(store-locator|location-selector)$/.test(pathname)) return 'storeLocator';
  return 'passwords';
}

/**
 * The account pages that are not the account itself: forgot and reset password, sign-up, joining loyalty,
 * a guest's order status, a shared favourites list, contact us and the warranty claim; and the shop's store
 * locator and location selector, which ride on the same entry for the same reason.
 * One route entry in the shell every page loads for all of them (the product page's JavaScript budget);
 * each page's code and texts load when it opens.
 */
export function Component() {
  const Page = PAGES[pageOf(useLocation().pathname)];
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}
