import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as rules from './tab-rules';
import type { TabsState, WorkTab } from './tab-rules';

type CloseAction = 'close' | 'left' | 'right' | 'others' | 'all';

interface WorkTabsStore extends TabsState {
  /**
   * How often each page was opened again after its tab closed. The page stack keys a page by
   * it, so a reopened page starts afresh whatever React kept of the closed one (the closed tab
   * that was current is unmounted by the same update that reopens it, when both come at once).
   * Not persisted: after a reload every page starts afresh anyway.
   */
  generations: Record<string, number>;
  /** Pages whose tab was closed and not opened since. */
  closed: string[];
  open: (tab: WorkTab) => void;
  /** Applies a close rule of spec §4 and returns the page to show afterwards. */
  closeBy: (action: CloseAction, path: string) => string;
  /** Moves a tab to a position of the opened tabs, inside its group (tab-rules `moveTab`). */
  move: (path: string, to: number) => void;
  togglePin: (path: string) => void;
  reset: () => void;
}

/** The close rules of spec §4 by action (the strip also asks them which actions would close anything). */
export const CLOSE_RULES: Record<CloseAction, (s: TabsState, path: string) => TabsState> = {
  close: rules.closeTab,
  left: rules.closeLeft,
  right: rules.closeRight,
  others: rules.closeOthers,
  all: rules.closeAll,
};

/**
 * A stored state of any earlier version made into the current one: its tabs kept in their order,
 * the pinned ones first; something unreadable gives the initial tabs.
 */
export function migrateTabs(stored: unknown): TabsState {
  const s = stored as Partial<TabsState> | null;
  if (!s || !Array.isArray(s.opened) || !s.current) return rules.initialTabs();
  return { opened: rules.pinnedFirst(s.opened), current: s.current };
}

/** The open-page tabs, restored from localStorage at start (spec §3). */
export const useWorkTabsStore = create<WorkTabsStore>()(
  persist(
    (set, get) => ({
      ...rules.initialTabs(),
      generations: {},
      closed: [],
      open: (tab) =>
        set((s) => {
          const next = rules.openTab(s, tab);
          if (next === s) return s;
          const reopened = s.closed.includes(tab.path);
          return {
            ...next,
            closed: reopened ? s.closed.filter((p) => p !== tab.path) : s.closed,
            generations: reopened
              ? { ...s.generations, [tab.path]: (s.generations[tab.path] ?? 0) + 1 }
              : s.generations,
          };
        }),
      closeBy: (action, path) => {
        const s = get();
        const next = CLOSE_RULES[action](s, path);
        const removed = s.opened.filter((t) => !next.opened.some((n) => n.path === t.path)).map((t) => t.path);
        set({ ...next, closed: [...new Set([...s.closed, ...removed])] });
        return next.current.path;
      },
      move: (path, to) => set((s) => rules.moveTab(s, path, to)),
      togglePin: (path) => set((s) => rules.togglePin(s, path)),
      reset: () => set({ ...rules.initialTabs(), generations: {}, closed: [] }),
    }),
    {
      name: 'bo-worktabs',
      storage: createJSONStorage(() => localStorage),
      partialize: (s): TabsState => ({ opened: s.opened, current: s.current }),
      // 1: tabs may be pinned. A version-0 state (no pins) loads as it is.
      version: 1,
      migrate: (stored) => migrateTabs(stored),
    },
  ),
);

export type { CloseAction };
