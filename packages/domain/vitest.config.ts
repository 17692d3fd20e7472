import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The fast-check properties run thousands of time-zone conversions; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 30_000,
  },
});
