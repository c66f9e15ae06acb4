import { type ComponentType, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { DEFAULT_LOCALE } from '../config/site-config';
import { LazyAssociate } from '../features/associate/lazy-associate';
import { lazyWithMessages } from '../i18n/lazy-with-messages';
import type { DeferredArea } from '../i18n/message-areas';
import { LocaleLayout } from './locale-layout';
import { RouteFallback } from './route-fallback';
import { ScrollToTop } from './scroll-to-top';

/**
 * A route module's page, loaded as its own chunk the first time the route is visited, together with the
 * catalogue areas its texts live in (beyond the core every page has).
 */
function page(load: () => Promise<{ Component: ComponentType }>, areas: readonly DeferredArea[] = []) {
  const Page = lazyWithMessages<object>(() => load().then((m) => ({ default: m.Component })), areas);
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}

// Made once, at module load: a lazy component created during render would load and suspend again.
const PAGES = {
  home: page(() => import('./home-route'), ['home']),
  category: page(() => import('./category-route'), ['catalogue']),
  product: page(() => import('./product-route'), ['product']),
  search: page(() => import('./search-route'), ['catalogue', 'searchPage']),
  cart: page(() => import('./cart-route'), ['cartPage', 'delivery']),
  checkout: page(
    () => import('./checkout-route'),
    ['checkout', 'payment', 'delivery', 'order', 'errorTexts'],
  ),
  orderConfirmation: page(() => import('./order-confirmation-route'), ['order']),
  account: page(() => import('./account-route'), ['account', 'accountArea']),
  // Forgot and reset password, sign-up, joining loyalty, the store locator: one entry, each page its own chunk
  // behind it.
  accountPages: page(() => import('./account-pages-route')),
  // Associate mode shares one lazy chunk with the header's in-store strip (features/associate/lazy-associate.tsx).
  agentLogin: (
    <Suspense fallback={<RouteFallback />}>
      <LazyAssociate />
    </Suspense>
  ),
  // Its category, product and content pages load their own chunks and texts (catch-all-route.tsx).
  catchAll: page(() => import('./catch-all-route')),
};

/** Bare fixed pages (/cart, /search) go to the same page of the default locale, keeping the query. */
function ToDefaultLocale({ page: name }: { page: string }) {
  const { search } = useLocation();
  return <Navigate replace to={`/${DEFAULT_LOCALE}/${name}${search}`} />;
}

/**
 * The storefront's routes (spec 000 section 2). Every page is its own chunk, so a product page loads only
 * what product pages need. (Declarative routes: the data router's loaders are not needed and cost ~17 kB gzip.)
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route index element={<Navigate replace to={`/${DEFAULT_LOCALE}`} />} />
        <Route path="cart" element={<ToDefaultLocale page="cart" />} />
        <Route path="search" element={<ToDefaultLocale page="search" />} />
        <Route path=":locale" element={<LocaleLayout />}>
          <Route index element={PAGES.home} />
          <Route path="c/:slugId" element={PAGES.category} />
          <Route path="p/:slugId" element={PAGES.product} />
          <Route path="search" element={PAGES.search} />
          <Route path="cart" element={PAGES.cart} />
          <Route path="checkout/*" element={PAGES.checkout} />
          <Route path="order-confirmation" element={PAGES.orderConfirmation} />
          <Route path="account/*" element={PAGES.account} />
          <Route path="forgot-password" element={PAGES.accountPages} />
          <Route path="reset-password" element={PAGES.accountPages} />
          <Route path="sign-up" element={PAGES.accountPages} />
          <Route path="loyalty/join" element={PAGES.accountPages} />
          <Route path="order-status" element={PAGES.accountPages} />
          <Route path="favorites/shared/:favoriteId" element={PAGES.accountPages} />
          <Route path="help/contact-us" element={PAGES.accountPages} />
          <Route path="help/warranty" element={PAGES.accountPages} />
          <Route path="store-locator" element={PAGES.accountPages} />
          <Route path="location-selector" element={PAGES.accountPages} />
          <Route path="agent-login" element={PAGES.agentLogin} />
          {/* Prefixed category and product paths, searchhub, content pages, or a real not-found page. */}
          <Route path="*" element={PAGES.catchAll} />
        </Route>
      </Routes>
    </>
  );
}
