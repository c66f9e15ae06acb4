import { setupWorker } from 'msw/browser';
import { createHandlers } from './msw/create-handlers';
import { createSimulator, type SimulatorOptions } from './simulator';

/** The simulator in the browser's service worker, for `npm start` (the storefront fully offline). */
export async function startBrowserSimulator(options: SimulatorOptions = {}) {
  const simulator = createSimulator(options);
  const worker = setupWorker(...createHandlers(simulator, { fallback: false }));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return { simulator, worker };
}
