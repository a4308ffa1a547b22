import type { LoginBody, UserInfo } from '@bo/contract';
import { adminLogin } from '../../api/auth';
import { ApiError } from '../../api/http';
import { useMenuStore } from '../../stores/menu';
import { BRANCH_LANGUAGE_PENDING_KEY } from '../../components/use-branch-language';
import { LANG_STORAGE_KEY, useUserStore } from '../../stores/user';
import { useWorkTabsStore } from '../../stores/worktabs';

/**
 * Signs in and keeps the user info (spec §3). Loaded on demand by the sign-in page, so the
 * HTTP client and the contract's schemas are not part of the page's first load.
 * Resolves to null on success, else what to show: the error message, and `codeAsked` when the
 * password was right and the account signs in with a code (two-factor sign-in, issue 39).
 */
export async function signIn(values: LoginBody): Promise<{ message: string; codeAsked: boolean } | null> {
  try {
    const { data } = await adminLogin(values);
    keepSignedIn(data);
    return null;
  } catch (e) {
    if (!(e instanceof ApiError)) return { message: String(e), codeAsked: false };
    const codeAsked = (e.data as { totpRequired?: boolean } | null)?.totpRequired === true;
    return { message: e.message, codeAsked };
  }
}

/** Keeps a new session's user info, however it was won (password, QR code, desktop software): the page then goes on to the console. */
export function keepSignedIn(data: UserInfo): void {
  // No language stored: nobody chose one in this browser, so the branch's default applies (frame).
  const neverChose = localStorage.getItem(LANG_STORAGE_KEY) === null;
  const prev = useUserStore.getState().info;
  // Another account's tabs mean nothing to this one.
  if (!prev || prev.gscode !== data.gscode || prev.userName !== data.userName) useWorkTabsStore.getState().reset();
  useMenuStore.getState().clear();
  useUserStore.getState().signIn(data);
  if (neverChose) sessionStorage.setItem(BRANCH_LANGUAGE_PENDING_KEY, useUserStore.getState().language);
}
