import { defineProject } from 'vitest/config';

// Browser end-to-end tests: Chromium (playwright-core) against the real API serving the built storefront.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
