// happy-dom gives each test file a fresh window; storage starts empty.
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
