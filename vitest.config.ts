import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,simulator,scenarios,cli,scripts}/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './scripts/summary-line-reporter.ts'],
  },
});
