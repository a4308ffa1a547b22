import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each test file gets its own database; files run in parallel on the two cores.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
