import { defineProject } from 'vitest/config';

// desk:web end to end: the real API (fresh embedded database) and the desk as processes, a fake printer in the test.
export default defineProject({
  test: {
    name: 'desk-e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 200_000,
  },
});
