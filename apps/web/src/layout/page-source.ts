import { createContext, useContext, type ComponentType } from 'react';

/**
 * The pages the frame shows, handed to it by app/ (app/page-registry.ts through app/signed-in.tsx):
 * the frame draws whatever page a path has and never imports a page itself.
 */
export interface PageSource {
  /** The route has a page of its own (catalogue pages and exceptions). */
  hasPage: (path: string) => boolean;
  /** The page of a path, or undefined for a path with no folder (a route the server's menu adds). */
  pageFor: (path: string) => ComponentType | undefined;
}

export const PageSourceContext = createContext<PageSource | null>(null);

export function usePageSource(): PageSource {
  const source = useContext(PageSourceContext);
  if (!source) throw new Error('The frame is drawn without its pages: render it inside <PageSourceContext>');
  return source;
}
