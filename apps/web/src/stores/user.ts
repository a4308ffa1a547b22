import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { USER_STORAGE_KEY, type UserInfo } from '@bo/contract';
import { DEFAULT_LANG, isLang, type Lang } from '../locales/pick-lang';
import { useLockStore } from './lock';

/** The language lives in the user state (spec §3) but in its own key, so it survives sign-out. */
export const LANG_STORAGE_KEY = 'bo-language';

/** What USER_STORAGE_KEY holds: exactly the user info fields of spec §3 plus the login flag. */
export type StoredUser = UserInfo & { isLogin: boolean };

interface UserState {
  info: UserInfo | null;
  isLogin: boolean;
  language: Lang;
  signIn: (info: UserInfo) => void;
  /**
   * Changes fields of the signed-in user's info (a new nickname or avatar, the forced password
   * change done); a field given as undefined is removed. The frame follows at once.
   */
  patchInfo: (patch: Partial<UserInfo>) => void;
  /** Logout or an expired session: the flag goes false and the token is forgotten; the rest pre-fills the sign-in form. */
  signOut: () => void;
  setLanguage: (lang: Lang) => void;
}

type Persisted = Pick<UserState, 'info' | 'isLogin' | 'language'>;

/** Writes the user info flat under the system key (no zustand wrapper), the language beside it. */
const flatStorage: PersistStorage<Persisted> = {
  getItem: () => {
    let stored: Partial<StoredUser> | null = null;
    try {
      stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as Partial<StoredUser> | null;
    } catch {
      stored = null; // a damaged entry means "not signed in"
    }
    const lang = localStorage.getItem(LANG_STORAGE_KEY);
    const { isLogin = false, ...info } = stored ?? {};
    return {
      state: {
        info: stored ? (info as UserInfo) : null,
        isLogin: Boolean(isLogin && info.token),
        language: isLang(lang) ? lang : DEFAULT_LANG,
      },
    };
  },
  setItem: (_name, { state }) => {
    if (state.info) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...state.info, isLogin: state.isLogin }));
    else localStorage.removeItem(USER_STORAGE_KEY);
    localStorage.setItem(LANG_STORAGE_KEY, state.language);
  },
  removeItem: () => localStorage.removeItem(USER_STORAGE_KEY),
};

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      info: null,
      isLogin: false,
      language: DEFAULT_LANG,
      signIn: (info) => {
        // A new session starts unlocked, whatever the last one left.
        useLockStore.getState().setLocked(false);
        set({ info, isLogin: true });
      },
      patchInfo: (patch) =>
        set((s) => {
          if (!s.info) return {};
          const info = { ...s.info, ...patch };
          for (const k of Object.keys(patch) as (keyof UserInfo)[]) if (patch[k] === undefined) delete info[k];
          return { info };
        }),
      signOut: () => {
        useLockStore.getState().setLocked(false);
        set((s) => ({ isLogin: false, info: s.info ? { ...s.info, token: '' } : null }));
      },
      setLanguage: (language) => set({ language }),
    }),
    {
      name: USER_STORAGE_KEY,
      storage: flatStorage,
      partialize: (s) => ({ info: s.info, isLogin: s.isLogin, language: s.language }),
    },
  ),
);

/** Another tab of the browser signed in or out: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === USER_STORAGE_KEY || e.key === LANG_STORAGE_KEY) void useUserStore.persist.rehydrate();
  });
}
