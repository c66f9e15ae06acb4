import { AppRoutes } from '../routes/routes';
import { AppErrorBoundary } from './app-error-boundary';
import { type AppServices, ServiceProviders } from './services';

/** The storefront inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function App({ services }: { services: AppServices }) {
  return (
    <ServiceProviders services={services}>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </ServiceProviders>
  );
}
