import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { createServices } from './app/create-services';
import { withOfflineMedia } from './app/offline-media';
import { loadRuntimeConfig } from './app/runtime-config';
import './styles/tokens.css';
import './styles/base.css';

// Zod probes for its JIT with `new Function`, which the Content-Security-Policy refuses and reports (no
// 'unsafe-eval'): production parses without it. Zod reads its configuration from this global, whichever
// chunk loads it first.
if (!import.meta.env.DEV) {
  const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
}

// Development only (dropped from a build): on the simulator the media blocks use the dev server's stand-ins.
const configured = loadRuntimeConfig().then((config) =>
  import.meta.env.DEV ? withOfflineMedia(config) : config,
);

// A meta policy cannot name a report-uri, so the page reports its violations itself; those of a header
// policy that names one the browser reports. The sender loads on the first violation.
addEventListener('securitypolicyviolation', (event) => {
  if (event.originalPolicy.includes('report-uri')) return;
  void Promise.all([configured, import('./telemetry/csp-violation-report')]).then(([config, sender]) =>
    sender.reportCspViolation(event, config.apiBaseUrl),
  );
});

async function boot() {
  const config = await configured;
  // Development only: Vite replaces import.meta.env.DEV with false in a build, so this import and the whole
  // simulator (msw, faker, the seed) are dropped from production bundles.
  if (import.meta.env.DEV && config.simulator) {
    const { startDevSimulator } = await import('./dev/start-simulator');
    await startDevSimulator();
  }
  const services = createServices(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App services={services} />
      </BrowserRouter>
    </StrictMode>,
  );
  if (config.performanceBeacon) {
    const { startPerformanceBeacon } = await import('./telemetry/performance-beacon');
    await startPerformanceBeacon(config.apiBaseUrl);
  }
}

void boot();
