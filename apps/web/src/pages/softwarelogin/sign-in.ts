import { softwareLogin } from '../../api/soft-login';
import { ApiError } from '../../api/http';
import { keepSignedIn } from '../login/sign-in';

/**
 * Exchanges the desktop software's sign-in token for a session and keeps the user info as the
 * password sign-in does (keepSignedIn: another account's tabs are dropped, the menu is read
 * afresh, the branch's default language applies when this browser never chose one). Loaded on
 * demand by the page, so the HTTP client is not part of its first load.
 * Resolves to the error message to show, or null on success.
 */
export async function signInWithToken(token: string): Promise<string | null> {
  try {
    keepSignedIn(await softwareLogin(token));
    return null;
  } catch (e) {
    return e instanceof ApiError ? e.message : String(e);
  }
}
