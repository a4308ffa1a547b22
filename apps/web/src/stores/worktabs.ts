import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as rules from './tab-rules';
import type { TabsState, WorkTab } from './tab-rules';

type CloseAction = 'close' | 'left' | 'right' | 'others' | 'all';

interface WorkTabsStore extends TabsState {
  open: (tab: WorkTab) => void;
  /** Applies a close rule of spec §4 and returns the page to show afterwards. */
  closeBy: (action: CloseAction, path: string) => string;
  reset: () => void;
}

const apply: Record<CloseAction, (s: TabsState, path: string) => TabsState> = {
  close: rules.closeTab,
  left: rules.closeLeft,
  right: rules.closeRight,
  others: rules.closeOthers,
  all: rules.closeAll,
};

/** The open-page tabs, restored from localStorage at start (spec §3). */
export const useWorkTabsStore = create<WorkTabsStore>()(
  persist(
    (set, get) => ({
      ...rules.initialTabs(),
      open: (tab) => set((s) => rules.openTab(s, tab)),
      closeBy: (action, path) => {
        const next = apply[action](get(), path);
        set(next);
        return next.current.path;
      },
      reset: () => set(rules.initialTabs()),
    }),
    {
      name: 'bo-worktabs',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ opened: s.opened, current: s.current }),
    },
  ),
);

export type { CloseAction };
