import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { App } from '../app/app';
import { createServices } from '../app/create-services';
import type { RuntimeConfig } from '../app/runtime-config';
import type { TestSimulator } from './simulator-server';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  imageBaseUrl: '/images',
  // The simulator's experimentation calls, as in development.
  experimentationBaseUrl: '',
  simulator: false,
  validateResponses: true,
  performanceBeacon: false,
  features: {},
};

/** Where the in-memory router is, and a way to move it (back, forward, or to a path), for assertions. */
export interface TestRouter {
  location: { pathname: string; search: string; hash: string };
  /** The data router's spelling of the same, for tests written against it. */
  readonly state: { readonly location: TestRouter['location'] };
  navigate: (to: string | number) => void;
}

function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  router.location = location;
  router.navigate = (to) => (typeof to === 'number' ? navigate(to) : navigate(to));
  return null;
}

/**
 * The whole storefront at `path`, in memory, on the test simulator's real handlers and this test's own
 * harness session: what a shopper would get, minus the browser. `config` turns flags on (`{ features }`).
 */
export function renderApp(sim: TestSimulator, path: string, config: Partial<RuntimeConfig> = {}) {
  const services = createServices(
    { ...TEST_RUNTIME_CONFIG, ...config },
    {
      extraHeaders: sim.sessionHeader,
      sessionKey: `storefront.session.test.${Math.random()}`,
    },
  );
  const router: TestRouter = {
    location: { pathname: path, search: '', hash: '' },
    get state() {
      return { location: this.location };
    },
    navigate: () => undefined,
  };
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe router={router} />
      <App services={services} />
    </MemoryRouter>,
  );
  return { ...view, router, services, user };
}
