import { startBrowserSimulator } from '../../../simulator/browser';

/**
 * Development only (main.tsx imports this behind `import.meta.env.DEV`, so a production build has no msw,
 * faker or seed): the whole commerce backend in the browser's service worker.
 */
export async function startDevSimulator(): Promise<void> {
  await startBrowserSimulator();
  // For `npm run bench:worker`: when the worker took over, next to the first answer's resource timing.
  performance.mark('simulator:started');
  console.info(
    '[storefront] offline simulator running in the service worker (harness control API at /__harness)',
  );
}
