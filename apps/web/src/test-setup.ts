// What every test file starts each test with: nothing mounted from the test before, real timers,
// empty storage (happy-dom; test-setup-shared.ts puts back the rest between files that share a window).
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
