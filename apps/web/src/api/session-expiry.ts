import { SESSION_EXPIRED_REDIRECT_MS } from '@bo/contract';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';

let scheduled = false;

/** Where the user was, so the sign-in page can bring them back. */
export const loginUrlFor = (from: string) =>
  from && !from.startsWith('/login') ? `/login?redirect=${encodeURIComponent(from)}` : '/login';

/**
 * Code 7 (spec §8): after 1.5 s the login flag goes false, the html class is removed, the
 * user goes to /login and the page reloads. Several failing calls schedule it only once.
 */
export function expireSession(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    useUserStore.getState().signOut();
    useMenuStore.getState().clear();
    document.documentElement.removeAttribute('class');
    const { pathname, search } = window.location;
    // Assigning the address loads /login afresh: the reload the spec asks for.
    window.location.assign(loginUrlFor(pathname + search));
  }, SESSION_EXPIRED_REDIRECT_MS);
}
