import { useEffect, useRef } from 'react';

/** The last use of the console in any tab of the browser (ms since the epoch), so one busy tab keeps every tab awake. */
export const ACTIVITY_KEY = 'bo-activity';
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** Writes to the shared key at most this often: a moving pointer fires many events. */
const SHARE_EVERY_MS = 5_000;
/** How often the time since the last use is looked at. */
const CHECK_EVERY_MS = 10_000;

const sharedActivity = () => {
  try {
    return Number(localStorage.getItem(ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
};

/**
 * Calls `onIdle` once nobody has used the console, in this tab or another of the browser, for
 * `minutes` (0: never). Use is a pointer, a key, a wheel or a touch; opening the console counts.
 */
export function useIdleTimeout(minutes: number, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);
  useEffect(() => {
    if (minutes <= 0) return;
    const limitMs = minutes * 60_000;
    let last = 0;
    let shared = 0;
    const used = () => {
      last = Date.now();
      if (last - shared < SHARE_EVERY_MS) return;
      shared = last;
      try {
        localStorage.setItem(ACTIVITY_KEY, String(last));
      } catch {
        // Storage full or refused: this tab still counts its own use.
      }
    };
    used();
    for (const e of ACTIVITY) window.addEventListener(e, used, { capture: true, passive: true });
    const timer = setInterval(
      () => {
        if (Date.now() - Math.max(last, sharedActivity()) >= limitMs) latest.current();
      },
      Math.min(CHECK_EVERY_MS, limitMs),
    );
    return () => {
      clearInterval(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, used, { capture: true });
    };
  }, [minutes]);
}
