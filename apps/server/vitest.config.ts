import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each test file gets its own database. A file spends part of its time waiting for
    // PostgreSQL, so one worker per core leaves the CPU idle: three on this 2-core machine
    // took the suite from 256 s to 180 s (four: 186 s).
    maxWorkers: Math.max(2, Math.round(os.availableParallelism() * 1.5)),
    // Files share their worker's module instances (no re-import of the app for each of the 76
    // files: a third of the suite's time on a 2-core machine). So a test file that changes
    // module state (the report and plan clocks) puts it back in its afterAll.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
