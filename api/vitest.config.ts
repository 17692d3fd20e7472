import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds one template per run (PGlite dump or PostgreSQL template database); files clone it.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Test files share their worker's module graph (each file still builds its own app and database): the API's
    // import graph was half of the lanes' CPU time. Tests restore any environment variable they change.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
