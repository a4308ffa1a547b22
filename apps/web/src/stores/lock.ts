import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Where the lock screen's state is kept: every tab of the browser and a reload see it. */
export const LOCK_STORAGE_KEY = 'bo-lock';

interface LockState {
  /** The session is locked (issue 37 #4): the frame shows the lock screen over its pages. */
  locked: boolean;
  /** The branch's idle lock (its settings, read when the frame starts): minutes, 0 for never. */
  idleMinutes: number;
  setLocked: (locked: boolean) => void;
  setIdleMinutes: (minutes: number) => void;
}

/**
 * The lock screen's flag. The server is the authority (a locked session's calls are refused with
 * HTTP 423, which sets this flag in any tab that meets it); this keeps the screen up across a
 * reload and in the browser's other tabs at once.
 */
export const useLockStore = create<LockState>()(
  persist(
    (set) => ({
      locked: false,
      idleMinutes: 0,
      setLocked: (locked) => set({ locked }),
      setIdleMinutes: (idleMinutes) => set({ idleMinutes }),
    }),
    {
      name: LOCK_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ locked: s.locked }),
    },
  ),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === LOCK_STORAGE_KEY) void useLockStore.persist.rehydrate();
  });
}
