import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Unit and component tests of the storefront (jsdom); the browser tests are the 'e2e' project (vitest.config.ts).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'storefront',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Component tests type with userEvent; on a loaded 2-core CI machine one can take longer than the default 5 s.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
