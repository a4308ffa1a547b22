import { useEffect } from 'react';
import { callAddress, type GetBranchDisplay } from '@bo/contract';
import { call } from '../api/http';
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

export function useBranchLanguage() {
  useEffect(() => {
    const atSignIn = sessionStorage.getItem(BRANCH_LANGUAGE_PENDING_KEY);
    if (!atSignIn) return;
    sessionStorage.removeItem(BRANCH_LANGUAGE_PENDING_KEY);
    // Quiet: the console's language is no reason to interrupt anyone; the current one stays.
    call(BRANCH_DISPLAY, {}, { quiet: true }).then(
      ({ data }) => {
        const { language, setLanguage } = useUserStore.getState();
        if (language === atSignIn && data.defaultLanguage !== language) setLanguage(data.defaultLanguage);
      },
      () => {},
    );
  }, []);
}
