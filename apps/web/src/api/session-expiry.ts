import { SESSION_EXPIRED_REDIRECT_MS } from '@bo/contract';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';

let scheduled = false;

/** Where the user was, so the sign-in page can bring them back. */
export const loginUrlFor = (from: string) =>
  from && !from.startsWith('/login') ? `/login?redirect=${encodeURIComponent(from)}` : '/login';

/** A code 7 has been seen: the redirect to /login is under way. */
export const sessionEnding = () => scheduled;

/**
 * Code 7 (spec §8): after 1.5 s the login flag goes false, the html class is removed, the
 * user goes to /login and the page reloads. Several failing calls schedule it only once;
 * returns true only for the first, which is the one that tells the user.
 */
export function expireSession(): boolean {
  if (scheduled) return false;
  scheduled = true;
  setTimeout(() => {
    useUserStore.getState().signOut();
    useMenuStore.getState().clear();
    document.documentElement.removeAttribute('class');
    const { pathname, search } = window.location;
    // Assigning the address loads /login afresh: the reload the spec asks for.
    window.location.assign(loginUrlFor(pathname + search));
  }, SESSION_EXPIRED_REDIRECT_MS);
  return true;
}
