import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@bo/contract';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

const subscribe = (notify: () => void) => {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', notify);
  return () => mql.removeEventListener('change', notify);
};

/** 800 px or narrower: the mobile mode of spec §2 (drawer menu). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
