import { MOBILE_BREAKPOINT_PX } from '@bo/contract';
import { useMediaQuery } from './use-media-query';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** 800 px or narrower: the mobile mode of spec §2 (drawer menu). */
export function useIsMobile(): boolean {
  return useMediaQuery(query);
}

/** The same, read once outside a component (what to load with a page's module). */
export function isMobileNow(): boolean {
  return window.matchMedia(query).matches;
}
