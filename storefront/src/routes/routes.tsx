import { Outlet, type RouteObject, redirect } from 'react-router';
import { type AppServices, ServiceProviders } from '../app/services';
import { DEFAULT_LOCALE } from '../config/site-config';
import { LocaleLayout } from './locale-layout';
import { RouteError } from './route-error';

/** Bare fixed pages (/cart, /search) go to the same page of the default locale, keeping the query. */
const toDefaultLocale =
  (page: string) =>
  ({ request }: { request: Request }) =>
    redirect(`/${DEFAULT_LOCALE}/${page}${new URL(request.url).search}`);

/**
 * The storefront's routes (spec 000 section 2). Every page is its own chunk (`lazy`), so a product page
 * loads only what product pages need.
 */
export function createRoutes(services: AppServices): RouteObject[] {
  return [
    {
      element: (
        <ServiceProviders services={services}>
          <Outlet />
        </ServiceProviders>
      ),
      errorElement: <RouteError />,
      children: [
        { index: true, loader: () => redirect(`/${DEFAULT_LOCALE}`) },
        { path: 'cart', loader: toDefaultLocale('cart') },
        { path: 'search', loader: toDefaultLocale('search') },
        {
          path: ':locale',
          element: <LocaleLayout />,
          children: [
            { index: true, lazy: () => import('./home-route') },
            { path: 'c/:slugId', lazy: () => import('./category-route') },
            { path: 'p/:slugId', lazy: () => import('./product-route') },
            { path: 'search', lazy: () => import('./search-route') },
            { path: 'cart', lazy: () => import('./cart-route') },
            { path: 'checkout/*', lazy: () => import('./checkout-route') },
            { path: 'order-confirmation', lazy: () => import('./order-confirmation-route') },
            { path: 'account/*', lazy: () => import('./account-route') },
            // The prefixed alternatives (/{locale}/.../{slug}-c1234, -pID) or a real not-found page.
            { path: '*', lazy: () => import('./catch-all-route') },
          ],
        },
      ],
    },
  ];
}
