import { Activity, useRef } from 'react';
import { HOME_PATH } from '@bo/contract';
import { useSettingsStore } from '../stores/settings';
import { useWorkTabsStore } from '../stores/worktabs';
import { PageHost } from './page-host';
import { useRefreshStore } from './refresh-store';

/**
 * The frame's content: every open tab the user has visited stays mounted inside <Activity>,
 * hidden when not current, so its state (form input, table page, scroll) survives a tab
 * switch; closing the tab unmounts it. With the tab strip hidden only the current page lives.
 */
export function PageStack({ current }: { current: string }) {
  const opened = useWorkTabsStore((s) => s.opened);
  const showWorkTab = useSettingsStore((s) => s.showWorkTab);
  const refreshKeys = useRefreshStore((s) => s.keys);
  const visited = useRef(new Set<string>());
  const wasOpen = useRef(new Set<string>());
  const closedWhileShown = useRef(new Set<string>());
  const generations = useRef(new Map<string, number>());

  // Keep what was visited and is still open; idempotent, so safe during render.
  const open = new Set([HOME_PATH, ...opened.map((t) => t.path)]);
  visited.current.add(current);
  for (const p of visited.current) if (p !== current && !open.has(p)) visited.current.delete(p);
  // Closing the current tab moves the address on in a transition, which a quick reopening of the
  // same page can overtake: the page never stops being current, yet its tab was closed. It then
  // starts afresh under a new key instead of coming back with its old state.
  for (const p of wasOpen.current) if (!open.has(p) && visited.current.has(p)) closedWhileShown.current.add(p);
  for (const p of closedWhileShown.current) {
    if (!visited.current.has(p)) closedWhileShown.current.delete(p);
    else if (open.has(p)) {
      closedWhileShown.current.delete(p);
      generations.current.set(p, (generations.current.get(p) ?? 0) + 1);
    }
  }
  wasOpen.current = open;
  const alive = showWorkTab ? [...visited.current] : [current];

  return (
    <>
      {alive.map((path) => (
        <Activity key={`${path}#${generations.current.get(path) ?? 0}`} mode={path === current ? 'visible' : 'hidden'}>
          <PageHost path={path} refreshKey={refreshKeys[path] ?? 0} />
        </Activity>
      ))}
    </>
  );
}
