import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/**
 * One folder per route of spec §2: /space/article-list → pages/space/article-list/index.tsx.
 * The map of loaders, a small chunk of its own: the route loader (app/signed-in-loader.ts)
 * starts a page's code as soon as its address matches, and the frame draws it (page-registry.ts).
 */
const modules = import.meta.glob<PageModule>('../pages/*/*/index.tsx');

/** The loader of a path's page code, or undefined when the path has no page folder. */
export const pageModuleLoader = (path: string): (() => Promise<PageModule>) | undefined =>
  modules[`../pages${path}/index.tsx`];

const loaded = new Map<string, PageModule>();
const loading = new Map<string, Promise<PageModule>>();

/**
 * Starts (once) loading the page code of a path; the same promise for every caller, so the
 * route loader's early start and the frame's render share one request. A failure is not kept:
 * the next call tries again (the frame's chunk-error boundary then says so).
 */
export function loadPage(path: string): Promise<PageModule> | undefined {
  const load = pageModuleLoader(path);
  if (!load) return undefined;
  let p = loading.get(path);
  if (!p) {
    p = load().then(
      (m) => {
        loaded.set(path, m);
        return m;
      },
      (e: unknown) => {
        loading.delete(path);
        throw e;
      },
    );
    loading.set(path, p);
  }
  return p;
}

/** The page module of a path if its code has already arrived. */
export const loadedPage = (path: string): PageModule | undefined => loaded.get(path);
