import { forgetKeptWorlds, startBrowserSimulator } from '../../../simulator/browser';
import { SESSION_STORAGE_KEY } from '../commerce/create-commerce';
import { holdCallsWhenLeaving } from './hold-calls-when-leaving';

/** `?harness-reset` on any URL: forget the kept worlds (and the shopper session of the old one), then go on. */
export const RESET_PARAM = 'harness-reset';
/** localStorage key naming this browser's harness session (e2e journeys on `npm start` give each test its own). */
export const DEV_SESSION_KEY = 'harness.session';

async function resetWhenAsked(): Promise<void> {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RESET_PARAM)) return;
  await forgetKeptWorlds();
  // The stored tokens and cart id belong to the world just forgotten.
  localStorage.removeItem(SESSION_STORAGE_KEY);
  url.searchParams.delete(RESET_PARAM);
  window.history.replaceState(window.history.state, '', url);
  console.info('[storefront] harness reset: the simulator starts a new world');
}

/**
 * Development only (main.tsx imports this behind `import.meta.env.DEV`, so a production build has no msw,
 * faker or seed): the whole commerce backend answering through the browser's service worker, its worlds kept
 * in this browser profile across page loads and tabs (simulator/persist).
 */
export async function startDevSimulator(): Promise<void> {
  await resetWhenAsked();
  const session = localStorage.getItem(DEV_SESSION_KEY) ?? undefined;
  await startBrowserSimulator({ session });
  holdCallsWhenLeaving();
  // For `npm run bench:worker`: when the worker took over, next to the first answer's resource timing.
  performance.mark('simulator:started');
  console.info(
    `[storefront] offline simulator answering through the service worker${session ? ` (harness session "${session}")` : ''}; ` +
      `its world is kept in this browser across reloads and tabs. Start afresh: add ?${RESET_PARAM} to the URL, ` +
      `or run fetch('/__harness/reset', { method: 'POST' }) here. Control API: fetch('/__harness/health') from this console.`,
  );
}
