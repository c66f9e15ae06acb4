import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { DEFAULT_LOCALE } from '../config/site-config';
import { LocaleLayout } from './locale-layout';
import { RouteFallback } from './route-fallback';
import { ScrollToTop } from './scroll-to-top';

/** A route module's page, loaded as its own chunk the first time the route is visited. */
const page = (load: () => Promise<{ Component: ComponentType }>) => {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
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
          <Route index element={page(() => import('./home-route'))} />
          <Route path="c/:slugId" element={page(() => import('./category-route'))} />
          <Route path="p/:slugId" element={page(() => import('./product-route'))} />
          <Route path="search" element={page(() => import('./search-route'))} />
          <Route path="cart" element={page(() => import('./cart-route'))} />
          <Route path="checkout/*" element={page(() => import('./checkout-route'))} />
          <Route path="order-confirmation" element={page(() => import('./order-confirmation-route'))} />
          <Route path="account/*" element={page(() => import('./account-route'))} />
          {/* The prefixed alternatives (/{locale}/.../{slug}-c1234, -pID) or a real not-found page. */}
          <Route path="*" element={page(() => import('./catch-all-route'))} />
        </Route>
      </Routes>
    </>
  );
}
