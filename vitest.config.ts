import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest config; scripts/test.sh picks the projects per lane.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api-client',
      'api',
      'storefront',
      'storefront/vitest.unit.config.ts',
      'desk',
      'desk/vitest.e2e.config.ts',
      'widgets/vitest.e2e.config.ts',
    ],
  },
});
