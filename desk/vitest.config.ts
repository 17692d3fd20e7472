import { defineProject } from 'vitest/config';

// Desk core (plain Node: rendering, journal, printer driver, queue) and the shell wiring with a faked electron.
export default defineProject({
  test: {
    name: 'desk',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
