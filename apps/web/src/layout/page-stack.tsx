import { Activity, useRef } from 'react';
import { HOME_PATH } from '@bo/contract';
import { useSettingsStore } from '../stores/settings';
import { useWorkTabsStore } from '../stores/worktabs';
import { PageHost } from './page-host';
import { useRefreshStore } from './refresh-store';

/**
 * The frame's content: every open tab the user has visited stays mounted inside <Activity>,
 * hidden when not current, so its state (form input, table page, scroll) survives a tab
 * switch; closing the tab unmounts it, and a page opened again after its tab closed starts
 * afresh (a new generation, see the work-tabs store). With the tab strip hidden only the
 * current page lives.
 */
export function PageStack({ current }: { current: string }) {
  const opened = useWorkTabsStore((s) => s.opened);
  const showWorkTab = useSettingsStore((s) => s.showWorkTab);
  const refreshKeys = useRefreshStore((s) => s.keys);
  const visited = useRef(new Set<string>());
  const generations = useWorkTabsStore((s) => s.generations);

  // Keep what was visited and is still open; idempotent, so safe during render.
  const open = new Set([HOME_PATH, ...opened.map((t) => t.path)]);
  visited.current.add(current);
  for (const p of visited.current) if (p !== current && !open.has(p)) visited.current.delete(p);
  const alive = showWorkTab ? [...visited.current] : [current];

  return (
    <>
      {alive.map((path) => (
        <Activity key={`${path}#${generations[path] ?? 0}`} mode={path === current ? 'visible' : 'hidden'}>
          <PageHost path={path} refreshKey={refreshKeys[path] ?? 0} />
        </Activity>
      ))}
    </>
  );
}
