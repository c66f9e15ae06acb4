import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createServices } from './app/create-services';
import { loadRuntimeConfig } from './app/runtime-config';
import { createRoutes } from './routes/routes';
import './styles/tokens.css';
import './styles/base.css';

async function boot() {
  const config = await loadRuntimeConfig();
  // Development only: Vite replaces import.meta.env.DEV with false in a build, so this import and the whole
  // simulator (msw, faker, the seed) are dropped from production bundles.
  if (import.meta.env.DEV && config.simulator) {
    const { startDevSimulator } = await import('./dev/start-simulator');
    await startDevSimulator();
  }
  const services = createServices(config);
  const router = createBrowserRouter(createRoutes(services));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  if (config.performanceBeacon) {
    const { startPerformanceBeacon } = await import('./telemetry/performance-beacon');
    await startPerformanceBeacon(config.apiBaseUrl);
  }
}

void boot();
