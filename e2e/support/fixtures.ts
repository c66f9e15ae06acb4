import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import {
  apiErrorAnswers,
  describeProblems,
  type Tolerated,
  UNRENDERED_CONTENT_BLOCKS,
  watchConsole,
} from './console-watch';
import { watchFailureContext } from './failure-context';
import { HARNESS_URL, STOREFRONT_URL } from './stack';

export interface Harness {
  /** This test's harness session: its own world, faults and clock. */
  readonly session: string;
  /** POST (or GET, DELETE) /__harness{path} in this test's session (faults, scenarios, clock, reports). */
  control(path: string, body?: unknown, method?: 'GET' | 'POST' | 'DELETE'): Promise<unknown>;
  /** The next `times` calls of `operation` answer `errorId` (status and text from the catalogue). */
  fault(operation: string, errorId: string, times?: number): Promise<unknown>;
}

interface Fixtures {
  harness: Harness;
  /**
   * Feature switches for this test, as a deployment sets them: in the runtime config file (config.json's
   * `features`), served to this test's pages only. The production build reads no shopper overrides.
   */
  flags: Record<string, boolean>;
  /** Console problems a test expects beyond those every test tolerates (named and explained). */
  consoleTolerated: readonly Tolerated[];
  /** Checks after each test that its page logged no console error or warning (see below). */
  quietConsole: undefined;
  /** A failed test's page address, heading and last API answers, printed under the failure (failure-context.ts). */
  failureContext: undefined;
  /**
   * Show the site's content pop-ups (off by default: a pop-up in a corner of every page would cover what
   * other journeys click; e2e/journeys/content-dialogs.spec.ts turns them on).
   */
  popUps: boolean;
  /** Automatic: without `popUps`, the pop-ups call answers none. */
  hidePopUps: undefined;
  /**
   * The experimentation visitor id every page of the test starts with (local storage's `optimizely-vuid`):
   * a fixed bucket, so an experiment never decides differently from one run to the next. The default falls
   * in each seeded test's control, whose baselines show; e2e/journeys/experiments.spec.ts picks others.
   */
  visitorId: string;
  /** Automatic: the visitor id set before any page script runs. */
  fixedVisitor: undefined;
}

let counter = 0;

export const test = base.extend<Fixtures>({
  flags: [{}, { option: true }],
  consoleTolerated: [[], { option: true }],
  popUps: [false, { option: true }],
  visitorId: ['vuid_e2econtrol', { option: true }],
  fixedVisitor: [
    async ({ context, visitorId }, use) => {
      // Only when none is kept: a test that changes it, or a reload, keeps what the page holds.
      await context.addInitScript((id) => {
        try {
          if (!localStorage.getItem('optimizely-vuid')) localStorage.setItem('optimizely-vuid', id);
        } catch {
          // A document without storage of its own (about:blank, an embed's sandboxed frame).
        }
      }, visitorId);
      await use(undefined);
    },
    { auto: true },
  ],
  hidePopUps: [
    // After `harness`: a route registered later is tried first, so this answers before the session's route.
    async ({ context, popUps, harness }, use) => {
      void harness;
      if (!popUps) {
        await context.route(
          (url) => url.origin === HARNESS_URL && /\/caas\/v1\/canvas\/popups\//.test(url.pathname),
          (route) => route.fulfill({ json: { popups: [] } }),
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // Automatic: a passing test also fails when its page logged a console error or warning or threw. The
  // API's error answers are tolerated here (tests inject faults on purpose and Chromium logs each as a
  // failed load); e2e/journeys/console-clean.spec.ts is the strict check.
  quietConsole: [
    async ({ page, consoleTolerated }, use, testInfo) => {
      const problems = watchConsole(page, [
        apiErrorAnswers(HARNESS_URL),
        UNRENDERED_CONTENT_BLOCKS,
        ...consoleTolerated,
      ]);
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) {
        expect(problems(), `console of the test's page:\n${describeProblems(problems())}`).toEqual([]);
      }
    },
    { auto: true },
  ],
  failureContext: [
    async ({ page }, use, testInfo) => {
      const context = watchFailureContext(page, HARNESS_URL);
      await use(undefined);
      await context.attachIfFailed(testInfo);
    },
    { auto: true },
  ],
  // Automatic: every test works in its own session, whether or not it asks for `harness`.
  harness: [
    async ({ context, flags }, use, testInfo) => {
      counter += 1;
      const session = `e2e-${testInfo.project.name}-w${testInfo.workerIndex}-${counter}-${Date.now().toString(36)}`;
      // Every API call of this test's pages carries the session; images are the same in every world.
      await context.route(
        (url) => url.origin === HARNESS_URL && !url.pathname.startsWith('/images/'),
        async (route) =>
          route.continue({ headers: { ...route.request().headers(), 'x-harness-session': session } }),
      );
      if (Object.keys(flags).length > 0) {
        await context.route(
          (url) => url.origin === STOREFRONT_URL && url.pathname === '/config.json',
          async (route) => {
            const deployed = (await (await route.fetch()).json()) as Record<string, unknown>;
            await route.fulfill({ json: { ...deployed, features: flags } });
          },
        );
      }
      const control: Harness['control'] = async (path, body, method = 'POST') => {
        const response = await fetch(`${HARNESS_URL}/__harness${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-harness-session': session },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`harness ${method} ${path}: ${response.status} ${text}`);
        return text ? JSON.parse(text) : undefined;
      };
      await use({
        session,
        control,
        fault: (operation, errorId, times = 1) => control('/faults', { operation, errorId, times }),
      });
      await fetch(`${HARNESS_URL}/__harness/sessions/${encodeURIComponent(session)}`, {
        method: 'DELETE',
      }).catch(() => undefined);
    },
    { auto: true },
  ],
});

export { expect };

/** axe on the page as it is now: no serious or critical WCAG 2.2 A/AA violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // The page at rest: a finite animation (a dialog's or a toast's fade-in) ends first, or axe would measure
  // the contrast of a half-faded frame. Endless ones (a spinner, a skeleton's shimmer) are not waited for.
  // Reduced motion while axe runs: a toast that arrives during the check (its chunk loads late) shows at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(serious, `${what}: axe found\n  ${summary.join('\n  ')}`).toEqual([]);
}
