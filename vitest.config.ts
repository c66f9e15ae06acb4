import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const reporters = ['default', './scripts/summary-line-reporter.ts'];

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: 'harness',
          include: ['{contracts,simulator,scenarios,cli,scripts,pact}/**/*.test.ts'],
          exclude: ['**/*.pact.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // The storefront's consumer pact: regenerates pacts/ (npm run test:pact verifies it after).
        test: {
          name: 'pact',
          include: ['pact/**/*.pact.test.ts'],
          environment: 'node',
        },
      },
      {
        // The storefront's component and flow tests: a DOM (happy-dom) and the simulator's real handlers
        // behind msw's setupServer (storefront/src/testing), never hand-written fetch mocks.
        plugins: [react()],
        test: {
          name: 'storefront',
          include: ['storefront/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
          setupFiles: ['storefront/src/testing/setup.ts'],
        },
      },
    ],
  },
});
