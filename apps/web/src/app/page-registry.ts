import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ALL_ROUTES } from '@bo/contract';
import { EXCEPTION_PATHS } from './route-access';

type PageModule = { default: ComponentType };

/** One folder per route of spec §2: /space/article-list → pages/space/article-list/index.tsx. */
const modules = import.meta.glob<PageModule>('../pages/*/*/index.tsx');

const loaderFor = (path: string) => modules[`../pages${path}/index.tsx`];

/** The route has a page of its own (catalogue pages and exceptions). */
export const hasPage = (path: string) => Boolean(loaderFor(path));

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded page of a path, or undefined for a path with no folder (server-added routes). */
export function pageFor(path: string): LazyExoticComponent<ComponentType> | undefined {
  const load = loaderFor(path);
  if (!load) return undefined;
  let page = cache.get(path);
  if (!page) {
    page = lazy(load);
    cache.set(path, page);
  }
  return page;
}

/** Every route the console registers a page for. */
export const REGISTERED_PATHS: string[] = [...ALL_ROUTES.map((r) => r.path), ...EXCEPTION_PATHS];
