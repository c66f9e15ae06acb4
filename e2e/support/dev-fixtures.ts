import { test as base, expect, type Page } from '@playwright/test';
import { PAGES } from './pages';

/**
 * The `dev` project's journeys run against `npm start`: the simulator answers on the page through msw's
 * service worker, where page.route cannot add a header. The dev start reads the page's harness session from
 * localStorage instead (storefront/src/dev/start-simulator.ts, DEV_SESSION_KEY), so each test gets its own
 * world; its browser context (own IndexedDB) keeps that world across the test's page loads and tabs.
 */
const DEV_SESSION_KEY = 'harness.session';

let counter = 0;

export const test = base.extend<{ session: string }, { warmDevServer: undefined }>({
  // Vite's dev server transforms each module on its first request (and may reload a page once it has
  // optimised a newly found dependency): one load of the product page per worker, before the tests time anything.
  warmDevServer: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.goto(PAGES.product, { timeout: 120_000 });
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible({ timeout: 120_000 });
      await context.close();
      await use(undefined);
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  session: [
    async ({ context }, use, testInfo) => {
      counter += 1;
      const session = `e2e-dev-w${testInfo.workerIndex}-${counter}-${Date.now().toString(36)}`;
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        DEV_SESSION_KEY,
        session,
      ] as const);
      await use(session);
    },
    { auto: true },
  ],
});

export { expect };

/** GET /__harness{path} from the page, as a developer would from its console: the page's own world. */
export async function harnessFromPage(page: Page, path: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (url) => (await fetch(url)).json(), `/__harness${path}`);
}
