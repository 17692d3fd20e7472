import { defineProject } from 'vitest/config';

// The widgets on other websites: Chromium (playwright-core), the real API serving the built storefront and widgets,
// host pages on other origins (e2e/hosts).
export default defineProject({
  test: {
    name: 'widgets-e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
