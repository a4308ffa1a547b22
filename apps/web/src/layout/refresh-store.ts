import { create } from 'zustand';

/** A counter per page: bumping it remounts that page, which refetches its data (the refresh button). */
interface RefreshState {
  keys: Record<string, number>;
  refresh: (path: string) => void;
}

export const useRefreshStore = create<RefreshState>()((set) => ({
  keys: {},
  refresh: (path) => set((s) => ({ keys: { ...s.keys, [path]: (s.keys[path] ?? 0) + 1 } })),
}));
