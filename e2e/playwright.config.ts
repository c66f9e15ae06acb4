import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  HARNESS_PORT,
  HARNESS_URL,
  STOREFRONT_PORT,
  STOREFRONT_URL,
} from './support/stack';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the production build and
 * `harness serve`. Each test works in its own harness session (e2e/support/fixtures.ts), so tests run in
 * parallel. Every journey runs at a desktop and a mobile viewport.
 */
const JOURNEYS = /[\\/]e2e[\\/]journeys[\\/].*\.spec\.ts$/;
const BUDGET = /[\\/]e2e[\\/]budget[\\/].*\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  // Regular expressions on the path from e2e/ on: a glob such as 'journeys/**' would also match a checkout
  // whose own folder is named "journeys" (every spec, budget included, in every project).
  testMatch: [JOURNEYS, BUDGET],
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
  ],
  webServer: [
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
  ],
});
