import { HOME_PATH } from '@bo/contract';

/** Only paths inside the console are followed after sign-in (no open redirect). */
export const safeRedirect = (to: string | null) =>
  to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : HOME_PATH;
