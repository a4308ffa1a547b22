import { lazy, memo, Suspense, useLayoutEffect, useRef } from 'react';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { UnderConstruction } from '../components/under-construction';
import { useMenuStore } from '../stores/menu';
import { flattenMenu } from '../stores/menu-tree';
import { PageLoading } from './page-loading';
import { usePageSource } from './page-source';

/** A route of the server's menu opening an address (embedded or offered in a new tab): loaded only for such a route. */
const ExternalPage = lazy(() => import('./external-page'));

/**
 * One open page: its own scroll box (the position is saved while the tab is hidden, since a
 * hidden box loses it) and its lazily loaded screen. Routes the server's menu adds without a
 * page folder open the address their row names (embedded or in a new tab), or get the "being
 * built" page under the menu's title when they name none.
 * Memoised: the frame redraws for what it shows itself (the menu's answer, the settings, the
 * bell's count, a tab opened), and a page drawn again with it cost a list its whole table each
 * time, two or three times before its first paint. A page redraws for its own state, its
 * queries and the stores and contexts it reads (docs/decisions/0162-page-not-redrawn-with-its-frame.md).
 */
export const PageHost = memo(function PageHost({ path, refreshKey }: { path: string; refreshKey: number }) {
  const box = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  const Page = usePageSource().pageFor(path);
  const linked = useMenuStore((s) =>
    Page ? undefined : flattenMenu(s.menuList).find((m) => m.path === path && m.link),
  );

  // Runs again each time <Activity> shows this page. Only with a position to restore: setting
  // scrollTop forces a layout, which on the first load would be the whole page's, in the commit.
  useLayoutEffect(() => {
    if (box.current && scrollTop.current > 0) box.current.scrollTop = scrollTop.current;
  }, []);

  return (
    <div
      ref={box}
      className="bo-page"
      data-page={path}
      onScroll={(e) => {
        scrollTop.current = e.currentTarget.scrollTop;
      }}
    >
      {/* A page whose code is gone after a redeploy recovers here, inside the frame. */}
      <ChunkErrorBoundary key={refreshKey}>
        <Suspense fallback={<PageLoading />}>
          {Page ? <Page /> : linked ? <ExternalPage item={linked} /> : <UnderConstruction path={path} />}
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
});
