import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createServices } from '../app/create-services';
import type { RuntimeConfig } from '../app/runtime-config';
import { createRoutes } from '../routes/routes';
import type { TestSimulator } from './simulator-server';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  imageBaseUrl: '/images',
  simulator: false,
  validateResponses: true,
  performanceBeacon: false,
};

/**
 * The whole storefront at `path`, in memory, on the test simulator's real handlers and this test's own
 * harness session: what a shopper would get, minus the browser.
 */
export function renderApp(sim: TestSimulator, path: string) {
  const services = createServices(TEST_RUNTIME_CONFIG, {
    extraHeaders: sim.sessionHeader,
    sessionKey: `storefront.session.test.${Math.random()}`,
  });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, services, user };
}
