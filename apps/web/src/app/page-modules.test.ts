import { describe, expect, it } from 'vitest';
import { loadedPage, loadPage, pageModuleLoader } from './page-modules';
import { pageFor } from './page-registry';

describe('page code started by the route loader', () => {
  it('is one request for the loader and the frame, and the page is drawn directly once it is in', async () => {
    expect(pageModuleLoader('/exception/404')).toBeTypeOf('function');
    expect(loadPage('/custom/added-by-server')).toBeUndefined();
    const first = loadPage('/exception/404');
    expect(loadPage('/exception/404')).toBe(first);
    const module = await first!;
    expect(loadedPage('/exception/404')).toBe(module);
    // Loaded before the frame asked: the page itself, no lazy wrapper (no loading state).
    expect(pageFor('/exception/404')).toBe(module.default);
    // The first import of a page (antd and all) is slow on a busy 2-core machine; no timing is asserted.
  }, 30_000);
});
