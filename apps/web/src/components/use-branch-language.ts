import { useEffect } from 'react';
import { callAddress, type GetBranchDisplay } from '@bo/contract';
import { call } from '../api/http';
import { useLockStore } from '../stores/lock';
import { useSystemNameStore } from '../stores/system-name';
import { useUserStore } from '../stores/user';

const BRANCH_DISPLAY = callAddress<typeof GetBranchDisplay>('GET', '/api/Setting/Display');

/**
 * Set for this tab by the sign-in when the browser had no language stored (its user never chose
 * one, here or on the sign-in page), holding the language of that moment: the frame then applies
 * the branch's default language (/system/setting) once, unless the language changed meanwhile
 * (the user chose one while the answer was on its way). Nothing is written when the default is
 * the language already shown.
 */
export const BRANCH_LANGUAGE_PENDING_KEY = 'bo-branch-language';

/**
 * What the frame takes from the branch's display settings when it starts, in one quiet read: its
 * name (the tab's title now, the sign-in card next time: stores/system-name.ts), its idle lock
 * (stores/lock.ts) and, once after a sign-in that found no language, its default language.
 */
export function useBranchLanguage() {
  const gscode = useUserStore((s) => s.info?.gscode);
  useEffect(() => {
    const atSignIn = sessionStorage.getItem(BRANCH_LANGUAGE_PENDING_KEY);
    sessionStorage.removeItem(BRANCH_LANGUAGE_PENDING_KEY);
    // Quiet: the console's name and language are no reason to interrupt anyone; the current ones stay.
    call(BRANCH_DISPLAY, {}, { quiet: true }).then(
      ({ data }) => {
        useSystemNameStore.getState().remember({ cn: data.systemNameCn, en: data.systemNameEn });
        useLockStore.getState().setIdleMinutes(data.lockIdleMinutes);
        if (!atSignIn) return;
        const { language, setLanguage } = useUserStore.getState();
        if (language === atSignIn && data.defaultLanguage !== language) setLanguage(data.defaultLanguage);
      },
      () => {},
    );
  }, [gscode]);
}
