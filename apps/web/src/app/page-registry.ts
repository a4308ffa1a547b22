import { lazy, type ComponentType } from 'react';
import { ALL_ROUTES } from '@bo/contract';
import { loadedPage, loadPage, pageModuleLoader } from './page-modules';
import { EXCEPTION_PATHS } from '../layout/route-access';

/** The route has a page of its own (catalogue pages and exceptions). */
export const hasPage = (path: string) => Boolean(pageModuleLoader(path));

const cache = new Map<string, ComponentType>();

/**
 * The page of a path, or undefined for a path with no folder (server-added routes). When the
 * route loader already brought its code, the page itself (drawn at once, no loading state);
 * otherwise a lazy page. Decided once per path, so a page never remounts for it.
 */
export function pageFor(path: string): ComponentType | undefined {
  if (!pageModuleLoader(path)) return undefined;
  let page = cache.get(path);
  if (!page) {
    page = loadedPage(path)?.default ?? lazy(() => loadPage(path)!);
    cache.set(path, page);
  }
  return page;
}

/** Every route the console registers a page for. */
export const REGISTERED_PATHS: string[] = [...ALL_ROUTES.map((r) => r.path), ...EXCEPTION_PATHS];
