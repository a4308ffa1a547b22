import { MOBILE_BREAKPOINT_PX } from '@bo/contract';
import { useMediaQuery } from './use-media-query';

/** 800 px or narrower: the mobile mode of spec §2 (drawer menu). */
export const useIsMobile = (): boolean => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
