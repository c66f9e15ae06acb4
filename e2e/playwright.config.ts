import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DEV_PORT,
  DEV_URL,
  HARNESS_PORT,
  HARNESS_URL,
  STOREFRONT_PORT,
  STOREFRONT_URL,
} from './support/stack';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the production build and
 * `harness serve`. Each test works in its own harness session (e2e/support/fixtures.ts), so tests run in
 * parallel. Every journey runs at a desktop and a mobile viewport. The `dev` project runs its journeys
 * against `npm start` itself: Vite's dev server, the simulator answering through the service worker.
 */
const JOURNEYS = /[\\/]e2e[\\/]journeys[\\/].*\.spec\.ts$/;
const BUDGET = /[\\/]e2e[\\/]budget[\\/].*\.spec\.ts$/;
const DEV = /[\\/]e2e[\\/]dev[\\/].*\.spec\.ts$/;

/**
 * The projects named on the command line (`--project=x`, or `--project x y`: the option takes every word up
 * to the next option, as Playwright reads it); none named means all of them.
 */
function requestedProjects(argv: readonly string[]): Set<string> | undefined {
  const names: string[] = [];
  argv.forEach((arg, i) => {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    if (arg !== '--project') return;
    for (const next of argv.slice(i + 1)) {
      if (next.startsWith('-')) break;
      names.push(next);
    }
  });
  return names.length > 0 ? new Set(names) : undefined;
}
const requested = requestedProjects(process.argv);
/** Start only the servers the requested projects use (Vite's dev server costs a start and its memory). */
const wants = (...projects: string[]) => !requested || projects.some((p) => requested.has(p));

/** The production build (vite preview) and `harness serve`, joined by the build's runtime config. */
const buildStack = [
  {
    command: `node cli/bin.mjs serve --port ${HARNESS_PORT}`,
    cwd: '..',
    url: `${HARNESS_URL}/__harness/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  {
    command: `npx tsx e2e/support/write-runtime-config.ts && npx vite preview --config storefront/vite.config.ts --port ${STOREFRONT_PORT}`,
    cwd: '..',
    url: STOREFRONT_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
];

/** `npm start` on its own port: the same command, Vite's dev server. */
const devServer = {
  command: `npx vite --config storefront/vite.config.ts --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
  cwd: '..',
  url: DEV_URL,
  reuseExistingServer: false,
  timeout: 60_000,
};

export default defineConfig({
  testDir: '.',
  // Regular expressions on the path from e2e/ on: a glob such as 'journeys/**' would also match a checkout
  // whose own folder is named "journeys" (every spec, budget included, in every project).
  testMatch: [JOURNEYS, BUDGET, DEV],
  outputDir: '../build/e2e-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../build/e2e-report', open: 'never' }]],
  use: {
    baseURL: STOREFRONT_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', testMatch: JOURNEYS, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'budget', testMatch: BUDGET, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testMatch: JOURNEYS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'dev',
      testMatch: DEV,
      use: { baseURL: DEV_URL, viewport: { width: 1280, height: 800 } },
      // Vite's dev server serves every module on its own (each through the service worker): pages load slower.
      timeout: 90_000,
      expect: { timeout: 20_000 },
    },
  ],
  webServer: [
    ...(wants('desktop', 'mobile', 'budget') ? buildStack : []),
    ...(wants('dev') ? [devServer] : []),
  ],
});
