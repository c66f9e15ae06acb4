import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createServices } from '../../app/create-services';
import { ServiceProviders } from '../../app/services';
import { SiteConfigProvider } from '../../config/site-config-provider';
import { TestIntlProvider } from '../../i18n/test-intl-provider';
import { TEST_RUNTIME_CONFIG } from '../../testing/render-app';
import type { TestSimulator } from '../../testing/simulator-server';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

/**
 * For tests: content blocks as a page draws them, at /{locale}, with the app's services on the test
 * simulator and a probe (an output named "location") showing where client-side navigation went.
 */
export function renderBlocks(sim: TestSimulator, ui: ReactNode, locale = 'en-us') {
  const services = createServices(TEST_RUNTIME_CONFIG, {
    extraHeaders: sim.sessionHeader,
    sessionKey: `storefront.session.test.${Math.random()}`,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ServiceProviders services={services}>
            <SiteConfigProvider locale={locale} readOverrides={false}>
              <TestIntlProvider locale={locale}>
                {ui}
                <Outlet />
              </TestIntlProvider>
            </SiteConfigProvider>
          </ServiceProviders>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
    ],
    { initialEntries: [`/${locale}`] },
  );
  return { ...render(<RouterProvider router={router} />), router, services };
}
