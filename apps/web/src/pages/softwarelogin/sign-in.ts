import { softwareLogin } from '../../api/soft-login';
import { ApiError } from '../../api/http';
import { BRANCH_LANGUAGE_PENDING_KEY } from '../../layout/use-branch-language';
import { useMenuStore } from '../../stores/menu';
import { LANG_STORAGE_KEY, useUserStore } from '../../stores/user';
import { useWorkTabsStore } from '../../stores/worktabs';

/**
 * Exchanges the desktop software's sign-in token for a session and keeps the user info as the
 * password sign-in does (pages/login/sign-in.ts): another account's tabs are dropped, the menu is
 * read afresh, the branch's default language applies when this browser never chose one. Loaded
 * on demand by the page, so the HTTP client is not part of its first load.
 * Resolves to the error message to show, or null on success.
 */
export async function signInWithToken(token: string): Promise<string | null> {
  try {
    const data = await softwareLogin(token);
    const neverChose = localStorage.getItem(LANG_STORAGE_KEY) === null;
    const prev = useUserStore.getState().info;
    if (!prev || prev.gscode !== data.gscode || prev.userName !== data.userName) useWorkTabsStore.getState().reset();
    useMenuStore.getState().clear();
    useUserStore.getState().signIn(data);
    if (neverChose) sessionStorage.setItem(BRANCH_LANGUAGE_PENDING_KEY, useUserStore.getState().language);
    return null;
  } catch (e) {
    return e instanceof ApiError ? e.message : String(e);
  }
}
