import { create } from 'zustand';
import { SETTINGS_DEFAULTS } from '@bo/contract';

/**
 * The console's name as the branch set it (/system/setting: systemNameCn, systemNameEn), for the
 * browser tab's title and the sign-in card. The sign-in page comes before any call may read the
 * branch's settings, so the name last read after a sign-in is kept in this browser (public/boot.js
 * reads the same key for the page drawn before the code); never signed in, it is the product's
 * name (spec §1: "电商平台", the settings' default).
 */
export const SYSTEM_NAME_KEY = 'bo-system-name';

export interface SystemName {
  cn: string;
  en: string;
}

export const PRODUCT_NAME: SystemName = { cn: SETTINGS_DEFAULTS.systemNameCn, en: SETTINGS_DEFAULTS.systemNameEn };

const usable = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function stored(): SystemName {
  try {
    const v = JSON.parse(localStorage.getItem(SYSTEM_NAME_KEY) ?? 'null') as Partial<SystemName> | null;
    return { cn: usable(v?.cn) ? v.cn : PRODUCT_NAME.cn, en: usable(v?.en) ? v.en : PRODUCT_NAME.en };
  } catch {
    return PRODUCT_NAME;
  }
}

interface SystemNameState {
  name: SystemName;
  /** The branch's name as just read or saved: shown at once and kept for the next sign-in page. */
  remember: (name: SystemName) => void;
}

export const useSystemNameStore = create<SystemNameState>()((set, get) => ({
  name: typeof localStorage === 'undefined' ? PRODUCT_NAME : stored(),
  remember: (name) => {
    const next = {
      cn: usable(name.cn) ? name.cn.trim() : PRODUCT_NAME.cn,
      en: usable(name.en) ? name.en.trim() : PRODUCT_NAME.en,
    };
    try {
      localStorage.setItem(SYSTEM_NAME_KEY, JSON.stringify(next));
    } catch {
      // not kept: the next sign-in page shows the product's name
    }
    // The same name read again (each time the frame starts) draws nothing again: the frame reads it.
    const shown = get().name;
    if (shown.cn !== next.cn || shown.en !== next.en) set({ name: next });
  },
}));

/** Another tab read or saved a newer name: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === SYSTEM_NAME_KEY) useSystemNameStore.setState({ name: stored() });
  });
}
