import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each test file gets its own database; files run in parallel on the two cores.
    // Files share their worker's module instances (no re-import of the app for each of the 76
    // files: a third of the suite's time on a 2-core machine). So a test file that changes
    // module state (the report and plan clocks) puts it back in its afterAll.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
