import { useEffect, useState } from 'react';
import { useSettingsStore } from '../stores/settings';
import { resolveThemeMode, type ResolvedMode } from '../lib/theme-mode';

/** How often auto mode looks at the clock while the app is open. */
const RECHECK_MS = 60_000;

/** The page mode in force now; auto is re-evaluated every minute and when the tab comes back. */
export function useThemeMode(): ResolvedMode {
  const model = useSettingsStore((s) => s.themeModel);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (model !== 'auto') return;
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, RECHECK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [model]);
  return resolveThemeMode(model, now);
}
